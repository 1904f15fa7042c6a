import { attachVastTracker, createVastTracker, pickMediaFile, type VastAd } from "@adstudio/creative/vast";
import { Loader } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useEffect, useMemo, useRef, useState } from "react";
import classes from "./vast-player.module.css";

const canPlay = (type: string) => document.createElement("video").canPlayType(type) !== "";

function remaining(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

interface VastVideoProps {
  ad: VastAd;
  width: number;
  height: number;
}

/**
 * Plays a VAST ad's media file like a TV ad break: muted autoplay (browsers block sound without a
 * gesture), an 'Ad' badge with the time left, a 'Learn more' button for the click-through, and the
 * impression, quartile and click tracking fired as playback passes them.
 */
export function VastVideo({ ad, width, height }: VastVideoProps) {
  const media = useMemo(() => pickMediaFile(ad.mediaFiles, canPlay, width), [ad, width]);
  const tracker = useMemo(() => createVastTracker(ad, undefined, media?.url), [ad, media]);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [left, setLeft] = useState<number | null>(ad.duration);
  const [failed, setFailed] = useState(media === null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) {
      tracker.failed(403);
      return;
    }
    const detach = attachVastTracker(video, tracker, ad.duration);
    // WebM files often report an infinite duration until fully read: the VAST <Duration> stands in.
    const onTime = () => {
      const total = Number.isFinite(video.duration) ? video.duration : ad.duration;
      setLeft(total === null ? null : total - video.currentTime);
    };
    const onError = () => setFailed(true);
    video.addEventListener("timeupdate", onTime);
    video.addEventListener("error", onError);
    return () => {
      detach();
      video.removeEventListener("timeupdate", onTime);
      video.removeEventListener("error", onError);
    };
  }, [tracker, ad.duration]);

  const openClickThrough = () => {
    const target = tracker.clicked();
    if (target) window.open(target, "_blank", "noopener,noreferrer");
  };

  return (
    <div className={classes.player} style={{ width, height }} data-testid="vast-player" data-state="ready">
      {media ? (
        <video
          ref={videoRef}
          className={classes.video}
          src={media.url}
          width={width}
          height={height}
          autoPlay
          muted
          playsInline
          controls
          preload="auto"
          aria-label={ad.title ? `Video ad: ${ad.title}` : "Video ad"}
          data-testid="vast-video"
        />
      ) : null}
      {failed ? (
        <div className={classes.message} role="alert">
          <span>This video ad could not be played.</span>
          <span className={classes.detail}>None of its media files plays in this browser.</span>
        </div>
      ) : (
        <span className={classes.badge} aria-hidden>
          Ad{left !== null && left > 0 ? ` · ${remaining(left)}` : ""}
        </span>
      )}
      {ad.clickThrough && !failed ? (
        <button
          type="button"
          className={classes.learnMore}
          onClick={openClickThrough}
          data-testid="vast-click"
        >
          Learn more <IconExternalLink size={13} />
        </button>
      ) : null}
    </div>
  );
}

/** The player while the VAST document loads, or when it cannot be used. */
export function VastMessage({
  width,
  height,
  loading,
  message,
}: {
  width: number;
  height: number;
  loading?: boolean;
  message?: string;
}) {
  return (
    <div
      className={classes.player}
      style={{ width, height }}
      data-testid="vast-player"
      data-state={loading ? "loading" : "error"}
    >
      <div className={classes.message} role={loading ? "status" : "alert"}>
        {loading ? (
          <Loader color="gray.3" size="sm" role="status" aria-label="Loading the video ad" />
        ) : (
          <>
            <span>This video ad could not be played.</span>
            {message ? <span className={classes.detail}>{message}</span> : null}
          </>
        )}
      </div>
    </div>
  );
}
