export { checkAborted, type EngineContext, type OutputImage } from './engine.types.ts';
export {
  CAMERA_FPS,
  CAMERA_MOVEMENTS,
  DOLLY_ZOOM,
  MAX_DURATION_S,
  MIN_DURATION_S,
  ORBIT_ARC_RISE,
  ORBIT_ARC_ZOOM,
  RESOLUTIONS,
  TRUCK_PUSH,
  isCameraMovement,
  isResolutionLabel,
  planCameraMove,
  resolveAutoMovement,
  travelFraction,
  zoomVaries,
  type CameraMovePlan,
  type CameraMoveRequest,
  type CameraMovement,
  type ConcreteMovement,
  type Linear,
  type ResolutionLabel,
} from './camera-move.plan.ts';
export {
  DEFAULT_ENCODER,
  cameraMoveArgs,
  cameraMoveFilterGraph,
  cameraMotionFilters,
  easedProgressExpr,
  linearExpr,
  type CameraMoveOutputs,
  type EncoderSettings,
  type StillSource,
  type X264Preset,
} from './camera-move.args.ts';
export {
  createCameraMoveEngine,
  type CameraMoveDeps,
  type CameraMoveEngine,
  type CameraMoveInput,
  type CameraMoveResult,
} from './camera-move.engine.ts';
export {
  T2I_DEFAULT_SIZE,
  T2I_MAX_IMAGES,
  T2I_MAX_SIZE,
  T2I_MIN_SIZE,
  promptPalette,
  renderT2i,
  styledPrompt,
  t2iSeed,
  t2iSize,
  type StylePresetText,
  type T2iImage,
  type T2iInput,
  type T2iResult,
} from './t2i-render.engine.ts';
export { describeImage, type DescribeInput, type DescribeResult } from './image-describe.engine.ts';
export {
  FIDELITY_LEVELS,
  factsFromStats,
  orientationOf,
  settingOf,
  writeDescription,
  type FidelityLevel,
  type ImageDescriptionFacts,
  type Orientation,
  type Setting,
} from './description.writer.ts';
export {
  laplacianVariance,
  pixelStats,
  type ColourShare,
  type PixelStats,
  type RawImage,
} from './image-stats.ts';
export {
  NAMED_COLOURS,
  colourByName,
  coloursInText,
  nameColour,
  rgbToLab,
  type NamedColour,
  type Rgb,
} from './colour-names.ts';
export { ttsCommand, type TtsCommand, type TtsVoice } from './tts.commands.ts';
export { debianSynthesiser, type SpeechSynthesiser } from './tts.synthesiser.ts';
export {
  SENTENCE_PAUSE_S,
  VOICE_SAMPLE_RATE,
  cleanSpeechArgs,
  joinSpeechArgs,
  sentenceSpans,
} from './voiceover.args.ts';
export {
  createVoiceoverEngine,
  writtenSpeechText,
  type VoiceoverEngine,
  type VoiceoverInput,
  type VoiceoverResult,
} from './voiceover.engine.ts';
export { CARD_TEMPLATES, findCardTemplate, type CardLayout, type CardTemplate } from '@platform/listing';
export {
  fitTexts,
  renderIntroCard,
  renderOutroCard,
  type IntroContent,
  type OutroContent,
  type Size,
} from './card.renderer.ts';
export {
  DEFAULT_FADE_S,
  RENDER_FPS,
  planTimeline,
  shotDurationS,
  type Crop,
  type PlannedSegment,
  type TimelinePlan,
  type TimelineRequest,
  type TimelineShot,
} from '@platform/listing';
export {
  TARGET_LUFS,
  TARGET_TRUE_PEAK,
  loudnessMeasureArgs,
  loudnormFilter,
  mixArgs,
  parseLoudness,
  type LoudnessMeasurement,
  type MixInputs,
} from './render.audio-args.ts';
export { videoArgs, type VideoInputs } from './render.args.ts';
export { captionFontSize, captionsAss } from './render.captions.ts';
export {
  createRenderEngine,
  type RenderEngine,
  type RenderInput,
  type RenderResult,
  type RenderStageTimes,
} from './render.engine.ts';
export { MUSIC_DIR, musicCatalogue, musicTrackPath, type MusicTrack } from './music.library.ts';
export {
  DEFAULT_ENHANCE_ENCODER,
  MAX_OUTPUT_FPS,
  atempoChain,
  beforeClipArgs,
  enhanceArgs,
  enhanceAudioChain,
  enhanceVideoChain,
  enhanceVideoGraph,
  parseSsimStats,
  qualityArgs,
  sideBySideArgs,
  vidstabDetectArgs,
  type EncoderOptions,
  type EnhanceSpec,
} from './enhance.args.ts';
export {
  createEnhanceEngine,
  enhanceSpecOf,
  finishEnhancement,
  shortOfPlannedFrames,
  WeightedRuns,
  type EnhanceEngine,
  type EnhanceInput,
  type EnhanceResult,
} from './enhance.engine.ts';
