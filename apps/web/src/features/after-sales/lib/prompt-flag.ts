/**
 * A browser-local switch that keeps the latest-due-bill prompt from opening in this browser (kept for automated
 * browser sessions that sign in as the demo buyer and must not find a dialog over the screen they test; the product
 * itself never sets it).
 */
export const FEEDBACK_PROMPT_KEY = 'feedbackPrompt';

export function isPromptOff(): boolean {
  try {
    return window.localStorage.getItem(FEEDBACK_PROMPT_KEY) === 'off';
  } catch {
    return false;
  }
}
