export { type Notice, QUIET_NOTICE_MS, QuietNotice, type QuietNoticeProps } from "./QuietNotice";
