export { ResumePrompt, RESUME_PROMPT_TEXT, type ResumePromptProps } from "./ResumePrompt";
