export { LiveAnnouncer, type Announcement, type LiveAnnouncerProps } from "./LiveAnnouncer";
