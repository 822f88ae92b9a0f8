// The auth answers' schemas, fetched by ./auth when an answer arrives (see LazyResponseSchema).
export { messageResponseSchema, userResponseSchema } from '@city/contracts';
