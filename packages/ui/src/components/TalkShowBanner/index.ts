export { TalkShowBanner, type TalkShowBannerProps } from "./TalkShowBanner";
