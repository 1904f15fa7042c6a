import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Tooltip,
} from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import {
  IconAlertTriangle,
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconZoomIn,
  IconZoomOut,
} from "@tabler/icons-react";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { type KeyboardEvent, useState } from "react";
import { Document, Page, pdfjs } from "react-pdf";
import "react-pdf/dist/Page/AnnotationLayer.css";
import "react-pdf/dist/Page/TextLayer.css";
import { GUIDE_FILE_NAME, GUIDE_PDF_URL, GUIDE_ZOOM_STEPS } from "./guide-address";

// pdf.js parses in a worker. Vite ships the worker file with the studio's own assets, so it loads from this
// origin under the CSP's script-src 'self' (no CDN, no blob: worker).
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

// The CSP has no 'unsafe-eval': pdf.js must not compile font glyphs with new Function (it draws them instead).
const PDF_OPTIONS = { isEvalSupported: false };
const MAX_PAGE_WIDTH = 900;
const DEFAULT_ZOOM_INDEX = GUIDE_ZOOM_STEPS.indexOf(1);

/**
 * The guidebook (issue 16): the user guide PDF one page at a time, with 'Page n of total', previous and
 * next (also ←/→ and Page Up/Down), zoom and download. Text is selectable and links work (text and
 * annotation layers).
 */
export function GuidebookViewer() {
  const [pages, setPages] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [zoomIndex, setZoomIndex] = useState(DEFAULT_ZOOM_INDEX);
  const [failed, setFailed] = useState(false);
  const { ref, width } = useElementSize();
  const zoom = GUIDE_ZOOM_STEPS[zoomIndex] ?? 1;
  const pageWidth = Math.round(Math.min(width || MAX_PAGE_WIDTH, MAX_PAGE_WIDTH) * zoom);

  const go = (next: number) => setPage((current) => (pages ? Math.min(Math.max(next, 1), pages) : current));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight" || event.key === "PageDown") go(page + 1);
    else if (event.key === "ArrowLeft" || event.key === "PageUp") go(page - 1);
    else return;
    event.preventDefault();
  };

  const download = (
    <Button
      component="a"
      href={GUIDE_PDF_URL}
      download={GUIDE_FILE_NAME}
      variant="default"
      leftSection={<IconDownload size={16} />}
    >
      Download PDF
    </Button>
  );

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="xs" component="nav" aria-label="Guide pages">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap={6} wrap="nowrap">
            <Button
              variant="default"
              leftSection={<IconChevronLeft size={16} />}
              onClick={() => go(page - 1)}
              disabled={!pages || page <= 1}
            >
              Previous
            </Button>
            <Text aria-live="polite" miw={96} ta="center" fw={500}>
              {pages ? `Page ${page} of ${pages}` : "Loading…"}
            </Text>
            <Button
              variant="default"
              rightSection={<IconChevronRight size={16} />}
              onClick={() => go(page + 1)}
              disabled={!pages || page >= pages}
            >
              Next
            </Button>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Zoom out">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label="Zoom out"
                onClick={() => setZoomIndex((i) => Math.max(i - 1, 0))}
                disabled={zoomIndex === 0}
              >
                <IconZoomOut size={18} />
              </ActionIcon>
            </Tooltip>
            <Text miw={52} ta="center" aria-label={`Zoom ${Math.round(zoom * 100)} %`}>
              {Math.round(zoom * 100)} %
            </Text>
            <Tooltip label="Zoom in">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label="Zoom in"
                onClick={() => setZoomIndex((i) => Math.min(i + 1, GUIDE_ZOOM_STEPS.length - 1))}
                disabled={zoomIndex === GUIDE_ZOOM_STEPS.length - 1}
              >
                <IconZoomIn size={18} />
              </ActionIcon>
            </Tooltip>
            <Box ml="sm">{download}</Box>
          </Group>
        </Group>
      </Paper>
      {failed ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} />}
          title="The guide could not be shown"
          role="alert"
        >
          Your browser could not open the guide here. <Anchor href={GUIDE_PDF_URL}>Open the PDF</Anchor>{" "}
          instead.
        </Alert>
      ) : null}
      <Box ref={ref}>
        {/* The page region takes the arrow keys; it is focusable so keyboard users can page without the buttons. */}
        <Box
          tabIndex={0}
          onKeyDown={onKeyDown}
          aria-label={pages ? `Guide, page ${page} of ${pages}` : "Guide"}
          role="region"
          style={{ overflowX: "auto", display: "flex", justifyContent: "center" }}
        >
          <Document
            file={GUIDE_PDF_URL}
            options={PDF_OPTIONS}
            onLoadSuccess={({ numPages }) => {
              setPages(numPages);
              setPage(1);
              setFailed(false);
            }}
            onLoadError={() => setFailed(true)}
            loading={
              <Group justify="center" p="xl">
                <Loader size="sm" />
                <Text>Loading the guide…</Text>
              </Group>
            }
            error={<Text p="xl">The guide is not available.</Text>}
          >
            {pages ? (
              <Paper shadow="sm" withBorder>
                <Page pageNumber={page} width={pageWidth} />
              </Paper>
            ) : null}
          </Document>
        </Box>
      </Box>
    </Stack>
  );
}
