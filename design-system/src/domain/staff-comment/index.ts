export { STAFF_COMMENT_COUNTER, staffCommentToSend } from './staffComment';
