/**
 * Opens a provider's hosted page (identity check, open banking) in a new tab. The URL comes from a call to
 * the server, and browsers block a tab opened after such a wait, so the tab is opened at once (with a short
 * message) and sent to the URL when it arrives. Without a tab (blocked pop-ups) the caller shows a link.
 */

/**
 * @param getUrl fetches the URL (the mutation that starts the check)
 * @param waitingText shown in the new tab meanwhile, e.g. "Opening the identity check…"
 * @returns the URL, and whether a tab was opened for it
 * @throws whatever getUrl throws (the new tab is closed first)
 */
export async function openInNewTab(
  getUrl: () => Promise<string>,
  waitingText: string,
): Promise<{ url: string; opened: boolean }> {
  const tab = window.open('', '_blank');
  if (tab) {
    tab.document.title = waitingText;
    tab.document.body.textContent = waitingText;
    tab.document.body.style.font = '16px system-ui, sans-serif';
    tab.document.body.style.padding = '24px';
  }
  try {
    const url = await getUrl();
    if (!tab || tab.closed) return { url, opened: false };
    // The new page gets no handle on this one.
    tab.opener = null;
    tab.location.href = url;
    return { url, opened: true };
  } catch (error) {
    tab?.close();
    throw error;
  }
}
