import type { Issue } from "@adstudio/creative/validate";
import { List, Text } from "@mantine/core";

/** The checks' findings as `adstudio validate` prints them: where (the field or file), then what. */
export function IssueList({ issues }: { issues: Issue[] }) {
  return (
    // Addresses and paths break anywhere: one long media address must not push the list out of its box.
    <List size="sm" spacing={4} style={{ overflowWrap: "anywhere" }}>
      {issues.map((issue) => (
        <List.Item key={`${issue.code}:${issue.path}:${issue.message}`}>
          <Text span size="sm" fw={500}>
            {issue.path || "ad"}:
          </Text>{" "}
          {issue.message}
        </List.Item>
      ))}
    </List>
  );
}

/** "2 errors", "1 warning". */
export const countOf = (n: number, what: "error" | "warning") => `${n} ${what}${n === 1 ? "" : "s"}`;
