// The events calls' answers: the list is the signed-in first screen, so they are compiled, without zod.
import type {
  Event,
  EventComplaintResponse,
  EventCollectionResponse,
  EventListResponse,
  ImageUploadResponse,
  OkResponse,
} from '@city/contracts';
import {
  isEvent,
  isEventComplaintResponse,
  isEventCollectionResponse,
  isEventListResponse,
  isImageUploadResponse,
  isOkResponse,
} from 'virtual:answer-checks/events';
import { compiledAnswer } from './compiledAnswer';

export const eventListAnswer = compiledAnswer<EventListResponse>(isEventListResponse);
export const eventAnswer = compiledAnswer<Event>(isEvent);
export const eventCollectionAnswer = compiledAnswer<EventCollectionResponse>(isEventCollectionResponse);
export const eventComplaintAnswer = compiledAnswer<EventComplaintResponse>(isEventComplaintResponse);
export const imageUploadAnswer = compiledAnswer<ImageUploadResponse>(isImageUploadResponse);
export const okAnswer = compiledAnswer<OkResponse>(isOkResponse);
