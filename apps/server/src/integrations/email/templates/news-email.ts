import { loadOnce } from '../../../lib/load-once';

/**
 * The e-mail that carries a decision to the creator (issue 26): the notification's own title and
 * text, and a button to the portal screen it opens. Same layout as the reminder e-mail; every
 * value is escaped by Handlebars in the HTML part.
 */
const HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>{{title}}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1b1e">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7">
    <tr><td align="center" style="padding:24px 12px">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
        <tr><td style="padding:28px">
          <p style="margin:0 0 8px;font-size:14px;color:#495057">Hi {{firstName}},</p>
          <h1 style="margin:0 0 12px;font-size:20px;line-height:1.3">{{title}}</h1>
          <p style="margin:0 0 20px;font-size:15px;line-height:1.5">{{body}}</p>
          <a href="{{actionUrl}}" style="display:inline-block;background:#1864ab;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">Open in the portal</a>
        </td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;

const TEXT = `Hi {{firstName}},

{{title}}
{{body}}

Open in the portal: {{actionUrl}}
`;

const templates = loadOnce(async () => {
  const { default: Handlebars } = await import('handlebars');
  return { html: Handlebars.compile(HTML), text: Handlebars.compile(TEXT, { noEscape: true }) };
});

export interface NewsEmailInput {
  firstName: string;
  title: string;
  body: string;
  actionUrl: string;
}

/** The decision e-mail's two parts. */
export async function renderNewsEmail(input: NewsEmailInput) {
  const { html, text } = await templates();
  return { html: html(input), text: text(input) };
}
