/**
 * Markdown written by the site's own people (the changelog) as HTML, with markdown-it: raw HTML in the
 * text is escaped, never passed on; links go only to the site's own paths, http(s) and mail addresses
 * (a full address opens in a new tab without access to this one); no pictures.
 */
import MarkdownIt from 'markdown-it';

const md = new MarkdownIt('commonmark', { html: false, linkify: false, typographer: false });
md.disable(['image', 'html_inline', 'html_block']);

const SAFE_LINK = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;
md.validateLink = (url) => SAFE_LINK.test(url.trim());

const renderLink = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  if (/^(?:https?:|mailto:)/i.test(String(token.attrGet('href') ?? ''))) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return renderLink(tokens, idx, options, env, self);
};

/**
 * One list item's Markdown as the HTML inside its `<li>`: its paragraphs drawn as a tight list draws
 * them (bare text), a nested list as a list.
 */
export function markdownItemHtml(text: string): string {
  const tokens = md.parse(text, {});
  for (const token of tokens) {
    if (token.type === 'paragraph_open' || token.type === 'paragraph_close') token.hidden = true;
  }
  return md.renderer.render(tokens, md.options, {}).trim();
}
