// The modules app/build/answerChecks.ts generates: checks compiled from the contracts' schemas.
interface CompiledAnswerCheck {
  (data: unknown): boolean;
  errors?: Array<{ instancePath: string; message?: string }> | null;
}

declare module 'virtual:answer-checks/session' {
  export const isUser: CompiledAnswerCheck;
}

declare module 'virtual:answer-checks/events' {
  export const isEventListResponse: CompiledAnswerCheck;
  export const isEvent: CompiledAnswerCheck;
  export const isEventCollectionResponse: CompiledAnswerCheck;
  export const isEventComplaintResponse: CompiledAnswerCheck;
  export const isImageUploadResponse: CompiledAnswerCheck;
  export const isOkResponse: CompiledAnswerCheck;
}

declare module 'virtual:answer-checks/landing' {
  export const isPublicEventsResponse: CompiledAnswerCheck;
}
