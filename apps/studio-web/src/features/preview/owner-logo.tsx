import { Group, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../lib/api";
import { safeImageUrl } from "../../lib/safe-image-url";
import { DEFAULT_LOGO_URL, PRODUCT_NAME } from "./links";

// Here since the public showcase uses it too without this module's API client (issue 34).
export { safeImageUrl };

/** GET /api/user/{uid} (public): the owner's display name and photo. */
export const ownerQuery = (uid: string) => ({
  queryKey: ["user", "public", uid] as const,
  queryFn: () => api.users.get(uid),
  staleTime: 5 * 60_000,
  retry: false,
});

function DefaultLogo() {
  return (
    <Group gap={8} wrap="nowrap" data-testid="owner-logo" data-default="true">
      <img src={DEFAULT_LOGO_URL} alt="" width={32} height={32} />
      <Text component="span" fw={700} fz="lg">
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}

/** The owner's logo (`photoURL`), or the default logo when there is none or it fails to load. */
export function OwnerLogo({ uid }: { uid: string | undefined }) {
  const owner = useQuery({ ...ownerQuery(uid ?? ""), enabled: Boolean(uid) });
  const [broken, setBroken] = useState<string | null>(null);
  const user = owner.data?.user;
  const photo = safeImageUrl(user?.photoURL);
  if (!photo || broken === photo) return <DefaultLogo />;
  return (
    <img
      src={photo}
      alt={user?.displayName ? `${user.displayName} logo` : "Owner logo"}
      onError={() => setBroken(photo)}
      style={{ height: 36, maxWidth: 160, objectFit: "contain", display: "block" }}
      referrerPolicy="no-referrer"
      data-testid="owner-logo"
      data-default="false"
    />
  );
}
