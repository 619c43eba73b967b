/**
 * The entry's stylesheet (src/styles.css and the shell's CSS, ~12 KB raw, ~3 KB compressed) written into index.html as
 * a `<style>` instead of a `<link rel="stylesheet">`: a linked stylesheet blocks the first paint until it arrives, a
 * full round trip after the HTML on a phone (Lighthouse "render-blocking resources", issue 19 item 2). The CSP allows
 * inline styles (style-src 'unsafe-inline', as the boot header's own <style> needs). The CSS of lazily loaded chunks
 * is not touched: it is fetched with its chunk, after the first paint.
 */
import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/([^"]+\.css)"[^>]*>/g;

export function inlineEntryCss(): Plugin {
  return {
    name: 'sb-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has written its own tags (the entry script, modulepreloads, the stylesheet link).
      order: 'post',
      handler(html, ctx) {
        return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
          const asset = ctx.bundle?.[fileName];
          if (asset?.type !== 'asset') return link;
          // `</style` inside the CSS would end the element early; CSS never needs it outside a string, escape it anyway.
          return `<style>${String(asset.source).replaceAll('</style', '<\\/style')}</style>`;
        });
      },
    },
  };
}
