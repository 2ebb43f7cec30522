export {
  JOB_EVENTS_FILTER,
  JOB_EVENT_TYPES,
  PUBLIC_JOB_KINDS,
  accountJobEventsFilter,
  buildJobEvent,
  busJobEvent,
  jobEventId,
  jobEventKind,
  jobEventOwner,
  ownerJobEventsFilter,
  publicJobEvent,
  subscribes,
  toPublicJobEvent,
  type BusJobEvent,
  type JobChange,
  type JobEventType,
  type PublicJobEvent,
  type PublicJobKind,
} from './job-event.ts';
export { asReadAnswer, type ResponseCodec } from './read-message.ts';
export { formatDecimal } from './decimal.ts';
export {
  presentImage,
  presentImageToTextJob,
  presentImageToVideoJob,
  presentTextToImageJob,
  presentVideo,
} from './presenters/studio.presenters.ts';
export {
  presentAudio,
  presentRealEstateProject,
  presentRenderJob,
  presentShotVideoJob,
  presentVoice,
  presentVoiceover,
  presentVoiceoverJob,
} from './presenters/real-estate.presenters.ts';
export {
  presentInputVideo,
  presentEnhancementJob,
  presentRestoredVideo,
} from './presenters/enhancement.presenters.ts';
export { messageOrNull, orNull } from './presenters/optional.ts';
export { storedJobEvents } from './stored-events.ts';
