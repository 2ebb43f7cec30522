// MikroORM mappings of the real_estate schema. The tables, with the constraints that keep
// records consistent, are created by the hand-written migrations beside this file; repositories
// read and write them with explicit SQL where locks, aggregates or orderings matter.
import { defineEntity, p } from '@mikro-orm/postgresql';
import { OutboxMessage, ProcessedMessage } from '@platform/bus';

export const REAL_ESTATE_SCHEMA = 'real_estate';

const text = () => p.text();

export const ProjectEntity = defineEntity({
  name: 'RealEstateProject',
  tableName: 'projects',
  properties: {
    id: p.uuid().primary(),
    accountId: p.bigint('string'),
    name: text(),
    description: text(),
    backgroundMusic: p.text().nullable(),
    backgroundMusicVolume: p.double(),
    logoAssetId: p.uuid().nullable(),
    speakerVoiceId: p.uuid().nullable(),
    isVoiceoverEnabled: p.boolean(),
    isCaptionsEnabled: p.boolean(),
    aiGeneratedText: text(),
    videoStyle: text(),
    videoFormat: text(),
    modelCodeName: text(),
    requestedOutputWidth: p.integer(),
    requestedOutputHeight: p.integer(),
    requestedVideoAspectRatio: text(),
    streetAddress: text(),
    suburb: text(),
    state: text(),
    countryName: text(),
    cityName: text(),
    numBedrooms: p.integer().nullable(),
    numBathrooms: p.integer().nullable(),
    numCarParkingSpots: p.integer().nullable(),
    numFloors: p.integer().nullable(),
    priceDisplay: text(),
    landSizeValue: p.decimal('string').precision(14).scale(4).nullable(),
    landSizeUnit: text(),
    realEstateType: text(),
    additionalInformation: text(),
    introTemplateKey: text(),
    outroTemplateKey: text(),
    introTemplateOverrides: p.json<Record<string, unknown>>(),
    outroTemplateOverrides: p.json<Record<string, unknown>>(),
    numFullRenderedVideos: p.integer(),
    thumbnailKey: p.text().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export const ShotEntity = defineEntity({
  name: 'RealEstateShot',
  tableName: 'shots',
  properties: {
    id: p.uuid().primary(),
    accountId: p.bigint('string'),
    projectId: p.uuid(),
    position: p.integer(),
    imageAssetId: p.uuid().nullable(),
    firstFrameAssetId: p.uuid().nullable(),
    originalFirstFrameAssetId: p.uuid().nullable(),
    animationPromptId: p.uuid().nullable(),
    vfxPrompt: text(),
    descriptionJobId: p.uuid().nullable(),
    descriptionText: p.text().nullable(),
    cameraMovement: text(),
    transitionIn: text(),
    transitionOut: text(),
    playbackSpeed: p.double(),
    cropX: p.double().nullable(),
    cropY: p.double().nullable(),
    cropWidth: p.double().nullable(),
    cropHeight: p.double().nullable(),
    videoStartTimeS: p.double(),
    videoEndTimeS: p.double().nullable(),
    selectedVideoId: p.uuid().nullable(),
    renderedVideoId: p.uuid().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export const AgentEntity = defineEntity({
  name: 'RealEstateAgent',
  tableName: 'agents',
  properties: {
    id: p.uuid().primary(),
    accountId: p.bigint('string'),
    firstName: text(),
    lastName: text(),
    contactNumber: text(),
    contactEmail: text(),
    profilePhotoKey: p.text().nullable(),
    profilePhotoWidth: p.integer().nullable(),
    profilePhotoHeight: p.integer().nullable(),
    profilePhotoSize: p.bigint('string').nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export const BrandKitEntity = defineEntity({
  name: 'RealEstateBrandKit',
  tableName: 'brand_kits',
  properties: {
    id: p.uuid().primary(),
    accountId: p.bigint('string'),
    name: text(),
    logoKey: p.text().nullable(),
    logoWidth: p.integer().nullable(),
    logoHeight: p.integer().nullable(),
    logoSize: p.bigint('string').nullable(),
    primaryColor: text(),
    secondaryColor: text(),
    font: text(),
    introTemplateKey: text(),
    outroTemplateKey: text(),
    backgroundMusic: p.text().nullable(),
    backgroundMusicVolume: p.double(),
    speakerVoiceId: p.uuid().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export const realEstateEntities = [ProjectEntity, ShotEntity, AgentEntity, BrandKitEntity, OutboxMessage, ProcessedMessage];
