import { useQuery } from "@tanstack/react-query";
import { useCan } from "../master-data";
import { companyOptionsQuery } from "./queries";

/** Company choices and an id → name lookup; without readCompany the ids stand for themselves. */
export function useCompanyOptions() {
  const allowed = useCan("readCompany");
  const query = useQuery({ ...companyOptionsQuery(), enabled: allowed });
  const options = query.data ?? [];
  const names = new Map(options.map((option) => [option.value, option.label]));
  return { options, nameOf: (id: string) => names.get(id) ?? id, available: allowed && query.isSuccess };
}
