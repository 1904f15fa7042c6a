import type { AdDocument } from "@adstudio/creative/document";
import { Alert, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { useMemo } from "react";
import { sizeNames } from "../formats";
import { checkSavedAd, kilobytes } from "./checks";
import { countOf, IssueList } from "./issue-list";

/**
 * The validation report (issue 13, ad details): the engine's issues with their paths, and a weight meter
 * per size against the IAB LEAN initial-load budget.
 */
export function ChecksCard({ document }: { document: AdDocument }) {
  const { issues, weights } = useMemo(() => checkSavedAd(document), [document]);
  const errors = issues.filter((issue) => issue.severity === "error");
  const warnings = issues.length - errors.length;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checks-title">
      <Title order={2} size="h4" id="checks-title" mb="sm">
        Checks
      </Title>
      <Stack gap="md">
        {issues.length === 0 ? (
          <Group gap="xs">
            <ThemeIcon color="teal" variant="light" radius="xl" size="sm">
              <IconCircleCheck size={14} />
            </ThemeIcon>
            <Text size="sm">Passes every check of the IAB profile.</Text>
          </Group>
        ) : (
          <Alert
            color={errors.length > 0 ? "red" : "yellow"}
            icon={errors.length > 0 ? <IconCircleX size={18} /> : <IconAlertTriangle size={18} />}
            title={`${countOf(errors.length, "error")}, ${countOf(warnings, "warning")}`}
          >
            <IssueList issues={issues} />
          </Alert>
        )}
        <Stack gap="xs" aria-label="Weight per size">
          {weights.map((weight) => {
            const share = Math.min(100, (weight.initialBytes / weight.budgetBytes) * 100);
            const over = weight.initialBytes > weight.budgetBytes;
            const label = `${sizeNames({ [weight.size]: 1 })[0]}: ${kilobytes(weight.initialBytes)} of ${kilobytes(weight.budgetBytes)}`;
            return (
              <div key={weight.size}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{label}</Text>
                  <Text size="xs" c="dimmed">
                    {weight.requests} {weight.requests === 1 ? "request" : "requests"}
                  </Text>
                </Group>
                <Progress
                  value={share}
                  color={over ? "red" : share > 80 ? "yellow" : "teal"}
                  aria-label={`Initial load of ${label}`}
                />
              </div>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
