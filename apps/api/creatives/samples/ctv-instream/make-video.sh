#!/bin/sh
# Renders the CTV sample's 5-second test card (640x360, 24 fps) as WebM (VP9 + Opus) and MP4 (H.264 +
# AAC), both committed next to this script. Needs Debian's ffmpeg and fonts-dejavu-core:
#   apt-get install -y --no-install-recommends ffmpeg fonts-dejavu-core && sh make-video.sh
set -eu
cd "$(dirname "$0")"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
# SMPTE HD bars under a dark band with the title, a moving sweep line and a big countdown; a short 660 Hz
# beep on every second so the mute/unmute control can be heard working.
VIDEO="smptehdbars=size=640x360:rate=24:duration=5,
drawbox=x=0:y=112:w=640:h=136:color=0x0b1020@0.82:t=fill,
drawbox=x='mod(t*160,640)':y=112:w=4:h=136:color=0x7c5cff@0.9:t=fill,
drawtext=fontfile=$FONT:text='ADSTUDIO':fontcolor=0x9d8cff:fontsize=20:x=(w-tw)/2:y=126,
drawtext=fontfile=$FONT:text='CTV in-stream sample':fontcolor=white:fontsize=34:x=(w-tw)/2:y=156,
drawtext=fontfile=$FONT:text='VAST 4  |  640x360  |  %{eif\:ceil(5-t)\:d}s':fontcolor=0xc8cde0:fontsize=18:x=(w-tw)/2:y=206"
AUDIO="sine=frequency=660:sample_rate=48000:duration=5,volume='if(lt(mod(t,1),0.12),0.25,0)':eval=frame"

ffmpeg -y -hide_banner -loglevel error -f lavfi -i "$VIDEO" -f lavfi -i "$AUDIO" \
  -c:v libvpx-vp9 -b:v 250k -deadline good -cpu-used 2 -row-mt 1 -pix_fmt yuv420p \
  -c:a libopus -b:a 32k -shortest test-card.webm
ffmpeg -y -hide_banner -loglevel error -f lavfi -i "$VIDEO" -f lavfi -i "$AUDIO" \
  -c:v libx264 -profile:v main -preset slow -crf 30 -pix_fmt yuv420p -movflags +faststart \
  -c:a aac -b:a 48k -shortest test-card.mp4
# A still of the first second, shown as the poster before playback starts.
ffmpeg -y -hide_banner -loglevel error -ss 0.5 -i test-card.mp4 -frames:v 1 -vf scale=640:-2 poster.jpg
ls -l test-card.webm test-card.mp4 poster.jpg
