#!/usr/bin/env bash
# Test-only stand-in for the ffmpeg binary (FFMPEG_PATH): a camera-move render repeats its move
# without end, and so does an enhancement's main run; every other run is passed to ffmpeg
# unchanged. The `loop` filter repeats the canvas for ever and the video output loses its frame
# count, so ffmpeg renders (the eased move, then its last frame) until it is killed; an
# enhancement reads its input in an endless loop (`-stream_loop -1`, its frame-range trim and
# frame count dropped). `exec` hands the job's signals straight to ffmpeg.
# Tests that stop a running job use it instead of hoping a real render is slow enough.
# See testing/held-engines.ts and docs/decisions.md ("Tests independent of machine speed").
set -euo pipefail
shopt -s extglob
args=()
rendering=no
endless=no
enhancing=no
while (($#)); do
  arg=$1
  shift
  if [[ $arg == *'[canvas]loop=loop='+([0-9])':'* ]]; then
    arg=${arg/'[canvas]loop=loop='+([0-9])':'/'[canvas]loop=loop=-1:'}
    rendering=yes
  elif [[ $arg == '[video]' && ${args[-1]:-} == '-map' && ${1:-} == '-frames:v' ]]; then
    args+=("$arg")
    shift 2
    endless=yes
    continue
  elif [[ $arg == '[0:v:0]trim=start_frame='+([0-9])':end_frame='+([0-9])',setpts=PTS-STARTPTS,'*'[v]'* && ${args[-1]:-} == '-filter_complex' ]]; then
    # An enhancement's main run (its graph ends the video in [v]): no frame range.
    arg=${arg/'trim=start_frame='+([0-9])':end_frame='+([0-9])','/}
    enhancing=yes
  elif [[ $enhancing == yes && $arg == '-frames:v' ]]; then
    shift
    continue
  fi
  args+=("$arg")
done
if [[ $rendering != "$endless" ]]; then
  echo "endless-ffmpeg: a camera-move render whose arguments it cannot make endless" >&2
  exit 2
fi
if [[ $enhancing == yes ]]; then
  # The first input (the video) loops: -stream_loop goes right before its -i.
  for index in "${!args[@]}"; do
    if [[ ${args[index]} == '-i' ]]; then
      exec ffmpeg "${args[@]:0:index}" -stream_loop -1 "${args[@]:index}"
    fi
  done
  echo "endless-ffmpeg: an enhancement run without an input" >&2
  exit 2
fi
exec ffmpeg "${args[@]}"
