export {
  CHAT_TEXT,
  ChatPanel,
  type ChatPanelMessage,
  type ChatPanelProps,
  typingText,
} from "./ChatPanel";
