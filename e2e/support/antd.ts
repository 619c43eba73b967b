import type { Locator, Page } from 'playwright-core';

const OPEN_DROPDOWN = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';

function exactText(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

async function hidden(dropdown: Locator, timeout: number): Promise<boolean> {
  try {
    await dropdown.waitFor({ state: 'hidden', timeout });
    return true;
  } catch {
    return false;
  }
}

/**
 * Picks an option of an antd Select by its exact visible text, as a user would: open, optionally type to filter,
 * click the option, and see the list close.
 *
 * On a loaded machine a click can land while the list is still animating in (the option moves under the pointer) and
 * be lost, leaving the list open; a single select is then picked again, and a multiple select (which stays open after
 * a pick by design) is closed with Escape, pressed again until the list is gone. The pick itself is checked on the
 * select's own text, so a retried click never hides a choice that did not happen.
 */
export async function chooseOption(page: Page, testId: string, text: string, opts: { type?: boolean; multiple?: boolean } = {}): Promise<void> {
  const select = page.getByTestId(testId);
  await select.click();
  if (opts.type) await page.keyboard.type(text);
  const dropdown = page.locator(OPEN_DROPDOWN).last();
  await dropdown.waitFor();
  const option = dropdown.locator('.ant-select-item-option-content').filter({ hasText: exactText(text) }).first();
  await option.click();
  for (let attempt = 0; ; attempt++) {
    if (opts.multiple) await page.keyboard.press('Escape');
    if (await hidden(dropdown, 3000)) break;
    if (attempt >= 4) throw new Error(`the list of ${testId} did not close after picking "${text}"`);
    if (opts.multiple) {
      await select.locator('input').first().focus();
    } else if (!((await select.textContent()) ?? '').includes(text)) {
      await option.click({ timeout: 3000 }).catch(() => undefined);
    } else {
      await page.keyboard.press('Escape');
    }
  }
  const shown = (await select.textContent()) ?? '';
  if (!shown.includes(text)) throw new Error(`${testId} shows "${shown}" after picking "${text}"`);
}

/**
 * Clicks `trigger` until `target` is in `state`: on a loaded machine a click that lands while the page re-renders (a
 * media query switching the layout, a lazy chunk arriving) or while a dialog is still zooming in can be lost, and a
 * user would simply click again. A click that worked is never repeated, so a toggle is not undone by a retry; a later
 * click may find the trigger already gone with what it closed, which is no failure: the wait decides.
 */
async function clickUntil(trigger: Locator, target: Locator, state: 'visible' | 'hidden', tries: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (attempt === 1) await trigger.click();
    else await trigger.click({ timeout: 5000 }).catch(() => undefined);
    try {
      await target.waitFor({ state, timeout: attempt < tries ? 5000 : 30_000 });
      return;
    } catch (error) {
      if (attempt >= tries) throw error;
    }
  }
}

/** Clicks `trigger` until `target` shows (a drawer, a dialog). */
export function openBy(trigger: Locator, target: Locator, tries = 4): Promise<void> {
  return clickUntil(trigger, target, 'visible', tries);
}

/** Clicks `trigger` until `target` is gone (a confirm's "Go back", a dialog's close). */
export function closeBy(trigger: Locator, target: Locator, tries = 4): Promise<void> {
  return clickUntil(trigger, target, 'hidden', tries);
}
