import sanitizeHtml from 'sanitize-html';
import { isOwnAssetUrl } from '@scrapbridge/domain/site';

/**
 * Staff-written rich text (wiki bodies) is rendered as HTML on public pages, so it is sanitized on every write
 * with a strict allow-list: structure and emphasis, links, tables, and images from our own files only. Scripts,
 * event handlers, styles, iframes, forms and foreign images never reach a visitor.
 */
const ALLOWED_TAGS = [
  'h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'blockquote', 'code', 'pre',
  'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
];

export function sanitizeRichText(html: string, opts: { assetOrigins: readonly string[] }): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      th: ['colspan', 'rowspan', 'align'],
      td: ['colspan', 'rowspan', 'align'],
      ol: ['start'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    // The page's own <h1> is the article title; an h1 in the body becomes h2 so the outline stays right.
    transformTags: {
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const external = /^https?:/i.test(href) && !isOwnAssetUrl(href, opts.assetOrigins);
        // External links open in a new tab without handing it our window (rel) and without our endorsement.
        return external
          ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } }
          : { tagName, attribs: { href, ...(attribs.title ? { title: attribs.title } : {}) } };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnAssetUrl(frame.attribs.src ?? '', opts.assetOrigins),
  });
}

/** Block-level tags: their boundaries separate words in the plain text. */
const BLOCK_BOUNDARY = /<\/?(?:h[1-6]|p|br|hr|li|ul|ol|blockquote|pre|table|thead|tbody|tr|th|td|figure|figcaption|div)\b[^>]*>/gi;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The words of an HTML fragment, for the search columns: tags dropped, entities decoded, white space collapsed. */
export function richTextToPlain(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_BOUNDARY, ' '), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
}
