import { Modal } from "@mantine/core";
import type { FixedCompany } from "./ad-owner-fields";
import { type CreateNewAd, NewAdFields, type NewAdValues, useNewAd } from "./new-ad-fields";

/**
 * A dialog asking a new ad's name, company and optional campaign, then creating it with `create` and
 * opening it in the editor. `fixedCompany`: the server allows no other company, so it is shown read-only.
 */
export function NewAdDialog({
  title,
  initial,
  create,
  fixedCompany,
  onClose,
}: {
  title: string;
  initial: NewAdValues;
  create: CreateNewAd;
  fixedCompany?: FixedCompany;
  onClose: () => void;
}) {
  const newAd = useNewAd(initial, create);
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <NewAdFields newAd={newAd} fixedCompany={fixedCompany} inDialog={{ onClose }} />
    </Modal>
  );
}
