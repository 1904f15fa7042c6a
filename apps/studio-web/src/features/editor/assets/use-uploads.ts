import type { Asset } from "@adstudio/creative/document";
import { useCallback, useState } from "react";
import { api } from "../../../lib/api";
import { useEditorStore } from "../editor-context";
import { addAssetCommand } from "../model/commands/document";

/** A file on its way up, or one the server refused (with its message). */
export interface PendingUpload {
  key: string;
  name: string;
  loaded: number;
  total: number;
  error: string | null;
}

/** An uploaded video whose renditions the panel follows until the user dismisses the outcome. */
export interface UploadedVideo {
  key: string;
  name: string;
  hash: string;
}

let uploadCount = 0;

/**
 * Uploads files one request each, with progress; a stored file joins the document's `assets` as one undo
 * step and leaves the list, a refused one stays with the server's message until dismissed.
 */
export function useUploads() {
  const store = useEditorStore();
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const [videos, setVideos] = useState<UploadedVideo[]>([]);

  const update = useCallback((key: string, change: Partial<PendingUpload>) => {
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  }, []);

  const upload = useCallback(
    async (file: File) => {
      uploadCount += 1;
      const key = `upload-${uploadCount}`;
      setUploads((list) => [...list, { key, name: file.name, loaded: 0, total: file.size, error: null }]);
      try {
        const { asset } = await api.assets.upload(file, {
          onProgress: ({ loaded, total }) => update(key, { loaded, total }),
        });
        store.getState().run(addAssetCommand, { asset: asset as Asset });
        setUploads((list) => list.filter((u) => u.key !== key));
        // The server transcodes a video after answering: its renditions' progress follows.
        if (asset.type === "video")
          setVideos((list) => [
            ...list.filter((v) => v.hash !== asset.hash),
            { key, name: asset.name, hash: asset.hash },
          ]);
      } catch (error) {
        update(key, {
          error: error instanceof Error && error.message ? error.message : "The upload failed.",
        });
      }
    },
    [store, update],
  );

  const uploadAll = useCallback((files: readonly File[]) => Promise.all(files.map(upload)), [upload]);
  const dismiss = useCallback((key: string) => setUploads((list) => list.filter((u) => u.key !== key)), []);
  const dismissVideo = useCallback(
    (key: string) => setVideos((list) => list.filter((v) => v.key !== key)),
    [],
  );
  return { uploads, uploadAll, dismiss, videos, dismissVideo };
}
