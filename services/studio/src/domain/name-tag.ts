// Moved to @platform/assets (shared with real estate); kept here so studio's imports stand.
export {
  MAX_NAME_TAG_LENGTH,
  NAME_TAG_PATTERN,
  baseNameTag,
  firstFreeNameTag,
  nameTagCandidate,
} from '@platform/assets';
