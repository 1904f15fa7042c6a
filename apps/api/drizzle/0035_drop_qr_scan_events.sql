-- Every counted scan was also written here, and nothing ever read it: its time, device class and link are the
-- scan's qrScan row in tracker_events (kept as long as every raw event) and its counts are in the rollups and
-- qr_links.scan_count (kept for ever). Writing it took a row, two index entries, a sequence number and a
-- foreign-key check on the hot link's row per scan.
DROP TABLE "qr_scan_events" CASCADE;
