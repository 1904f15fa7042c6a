import { isAdmin } from "@adstudio/core";
import { Select, type SelectProps } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSession } from "../auth/use-session";
import { adChoicesQuery } from "./queries";

/**
 * The company a new ad or template belongs to, chosen from the caller's companies. Outside the admin group
 * the first own company is the natural owner and is chosen for them; an admin chooses. `inputProps` are
 * the form's for the field; `onChange` gets the chosen id ("" when cleared).
 */
export function CompanySelect({
  inputProps,
  value,
  onChange,
  description,
}: {
  inputProps: Omit<SelectProps, "onChange">;
  value: string;
  onChange: (company: string) => void;
  description?: string;
}) {
  const { user } = useSession();
  const choices = useQuery(adChoicesQuery());
  const companies = (choices.data?.companies ?? []).map(({ _id, name }) => ({ value: _id, label: name }));
  const first = companies[0]?.value;
  useEffect(() => {
    if (first && !value && user && !isAdmin(user)) onChange(first);
  }, [first, user, value, onChange]);
  return (
    <Select
      label="Company"
      description={description}
      withAsterisk
      searchable
      placeholder={choices.isPending ? "Loading companies…" : "Choose a company"}
      nothingFoundMessage="No company found"
      data={companies}
      {...inputProps}
      onChange={(chosen) => onChange(chosen ?? "")}
    />
  );
}
