import { answerText } from '../lead-format';
import { escapeHtml } from '../../text/escape-html';
import { fillIn } from '../../text/fill-in';
import type { Lead } from '../lead';
import type { LeadEmail } from './lead-email';
import { headerText, isolatedText, shownText } from '../visitor-text';

/** A form's `autoReply`: the subject and body of the email its visitors get. */
export interface AutoReply {
  subject: string;
  body: string;
}

/** The site's words around the answers an automatic reply repeats (`forms.autoReply`). */
export interface AutoReplyWords {
  answers: string;
  yes: string;
  no: string;
  unanswered: string;
}

/** The language the reply is written in: its page's. */
export interface ReplyLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The most of one answer a subject line takes: a visitor's name fits, a paragraph pasted
 * into a name field does not turn the subject into it.
 */
const SUBJECT_ANSWER_LIMIT = 60;

const shortened = (text: string) =>
  text.length > SUBJECT_ANSWER_LIMIT ? `${text.slice(0, SUBJECT_ANSWER_LIMIT - 1)}…` : text;

// A visitor's words in the HTML: text, never markup, each isolated, its controls made visible.
const htmlValue = (text: string) => `<bdi>${escapeHtml(shownText(text))}</bdi>`;

/**
 * The body's paragraphs: each line is one. In YAML's folded style (`body: >-`), which the
 * docs show, the blank line an author leaves between paragraphs is one line break.
 */
const paragraphsOf = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * The email that answers a visitor who sent a form with `autoReply`: its subject and body with
 * each `{field}` filled in from their answers, then every answer they sent, in their page's
 * language. It goes to their `email` answer; a reply to it reaches the form's recipients.
 * What the visitor typed is shown as in every email: controls made visible, each value
 * isolated, nothing in the subject that could break or turn its line.
 */
export function autoReplyEmail(
  lead: Lead,
  reply: AutoReply,
  words: AutoReplyWords,
  language: ReplyLanguage,
  /** Who reads the visitor's reply: the form's recipients, or LEAD_EMAIL_TO. */
  replyTo: readonly string[],
  publicUrl: string,
  /** Addresses the body names by `{name}` beside the answers, such as `{download}`: links. */
  links: Readonly<Record<string, string>> = {},
): LeadEmail {
  const answerWords = { yes: words.yes, no: words.no, noAnswer: words.unanswered };
  const answers = new Map(
    lead.fields.map((field) => [
      field.name,
      answerText(field.value, { ...answerWords, noAnswer: '' }),
    ]),
  );
  const filled = (
    text: string,
    show: (answer: string) => string,
    link: (url: string) => string = (url) => url,
  ) =>
    fillIn(text, {
      ...Object.fromEntries([...answers].map(([name, answer]) => [name, show(answer)])),
      ...Object.fromEntries(Object.entries(links).map(([name, url]) => [name, link(url)])),
    });

  const body = paragraphsOf(filled(reply.body, isolatedText)).join('\n\n');
  const answerLines = lead.fields.map(
    (field) => [shownText(field.label), answerText(field.value, answerWords)] as const,
  );
  const text = [
    body,
    '',
    `${words.answers}:`,
    ...answerLines.map(([label, answer]) => `${label}: ${isolatedText(answer)}`),
    '',
  ].join('\n');

  const htmlBody = filled(
    escapeHtml(reply.body),
    (answer) => htmlValue(answer),
    (url) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`,
  );
  const rows = answerLines
    .map(
      ([label, answer]) =>
        `<tr><th style="padding:4px 12px;text-align:start;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${htmlValue(answer)}</td></tr>`,
    )
    .join('');
  const html = [
    `<!doctype html><html lang="${escapeHtml(language.lang)}" dir="${language.dir}">`,
    '<body style="font-family:sans-serif;line-height:1.5">',
    ...paragraphsOf(htmlBody).map((paragraph) => `<p>${paragraph}</p>`),
    `<p><strong>${escapeHtml(words.answers)}</strong></p>`,
    `<table>${rows}</table>`,
    '</body></html>',
  ].join('\n');

  return {
    to: [lead.email ?? ''],
    ...(replyTo.length > 0 ? { replyTo: replyTo.join(', ') } : {}),
    subject: headerText(filled(reply.subject, (answer) => shortened(headerText(answer)))),
    text,
    html,
    messageId: `<reply-${lead.id}@${new URL(publicUrl).hostname}>`,
  };
}
