#!/usr/bin/env bash
# Test-only stand-in for the ffmpeg binary (FFMPEG_PATH): a camera-move render repeats its move
# without end, every other run is passed to ffmpeg unchanged. The `loop` filter repeats the
# canvas for ever and the video output loses its frame count, so ffmpeg renders (the eased move,
# then its last frame) until it is killed; `exec` hands the job's signals straight to ffmpeg.
# Tests that stop a running job use it instead of hoping a real render is slow enough.
# See testing/held-engines.ts and docs/decisions.md ("Issue 9").
set -euo pipefail
shopt -s extglob
args=()
rendering=no
endless=no
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
  fi
  args+=("$arg")
done
if [[ $rendering != "$endless" ]]; then
  echo "endless-ffmpeg: a camera-move render whose arguments it cannot make endless" >&2
  exit 2
fi
exec ffmpeg "${args[@]}"
