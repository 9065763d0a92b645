import MarkdownIt from 'markdown-it';

/** Addresses a link or picture in Markdown may lead to: this site's paths, web, mail and phone. */
const allowedLink = /^(\/(?!\/)|#|https?:|mailto:|tel:)/i;

/**
 * Markdown as staff write a post's text, made safe to show: HTML in it is text (`html:
 * false`), only allowed addresses become links or pictures, and a `#` heading becomes an
 * `h2`, since the title is the page's only `h1`.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
markdown.validateLink = (url) => allowedLink.test(url.trim());

const defaultHeadingOpen = markdown.renderer.rules.heading_open;
markdown.renderer.rules.heading_open = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  if (token.tag === 'h1') token.tag = 'h2';
  return defaultHeadingOpen
    ? defaultHeadingOpen(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
};
markdown.renderer.rules.heading_close = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  if (token.tag === 'h1') token.tag = 'h2';
  return self.renderToken(tokens, index, options);
};

// Pictures in the text load as the reader reaches them.
const defaultImage = markdown.renderer.rules.image!;
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  tokens[index]!.attrSet('loading', 'lazy');
  return defaultImage(tokens, index, options, env, self);
};

/** The Markdown as HTML, safe to put in the page. */
export function markdownHtml(text: string): string {
  return markdown.render(text);
}
