// Fetched when the participants' answer arrives (./eventParticipants.ts), so zod stays off the event page's first load.
export { eventParticipantsResponseSchema } from '@city/contracts';
