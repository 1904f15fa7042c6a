import type { ShowcaseAd } from "@adstudio/api-client";
import { COVER_IMAGE_FILE_PREFIX, checkImageSize } from "@adstudio/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../lib/api";
import { notify } from "../../lib/notify";
import { showcaseKeys } from "./queries";

export const COVER_UPDATED = "Cover Image Updated successfully";
export const COVER_FAILED = "Some Error Occured";
export const COVER_ACCEPT = "image/png,image/jpeg,image/gif,image/webp";

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * A card's cover: choose a file (over 1 MB is refused at once with the spec's text), see it in the card,
 * then Save Cover Image uploads it and the list reloads (spec studio §4).
 */
export function useCoverUpload(ad: ShowcaseAd) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<{ file: File; dataUrl: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const choose = async (file: File | null | undefined) => {
    if (!file) return;
    const tooBig = checkImageSize(file.size);
    if (tooBig) {
      notify(tooBig, "error");
      return;
    }
    setChosen({ file, dataUrl: await readDataUrl(file) });
  };

  const save = async () => {
    if (!chosen) return;
    setSaving(true);
    const fileName = `${COVER_IMAGE_FILE_PREFIX}${chosen.file.name}`;
    try {
      await api.showcase.updateCoverImage({
        _id: ad._id,
        fileName,
        file: { body: chosen.dataUrl, fileName, fileType: chosen.file.type, location: "" },
      });
      await queryClient.invalidateQueries({ queryKey: showcaseKeys.all });
      setChosen(null);
      notify(COVER_UPDATED, "success");
    } catch {
      notify(COVER_FAILED, "error");
    } finally {
      setSaving(false);
    }
  };

  return { preview: chosen?.dataUrl ?? null, choose, save, saving, cancel: () => setChosen(null) };
}
