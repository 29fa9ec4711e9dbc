import { loadOnce } from '../../../lib/load-once';

/**
 * The reminder e-mail, as Handlebars templates (HTML and text parts of one multipart message).
 * Handlebars escapes every value in the HTML part; inline styles, because mail clients drop
 * style sheets. Kept as strings in code so the built server needs no template files beside it.
 */
const HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>{{subject}}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1b1e">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7">
    <tr><td align="center" style="padding:24px 12px">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
        <tr><td style="padding:28px 28px 8px">
          <p style="margin:0 0 8px;font-size:14px;color:#495057">Hi {{firstName}},</p>
          <h1 style="margin:0 0 12px;font-size:20px;line-height:1.3">{{headline}}</h1>
          <p style="margin:0 0 20px;font-size:15px;line-height:1.5">{{detail}}</p>
          <a href="{{actionUrl}}" style="display:inline-block;background:#1864ab;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">Open in the portal</a>
        </td></tr>
        <tr><td style="padding:20px 28px 28px;font-size:12px;line-height:1.5;color:#495057">
          You get this because deadline reminders are on in your profile.
          <a href="{{unsubscribeUrl}}" style="color:#1864ab">Turn off e-mail reminders</a>.
        </td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;

const TEXT = `Hi {{firstName}},

{{headline}}
{{detail}}

Open in the portal: {{actionUrl}}

You get this because deadline reminders are on in your profile.
Turn off e-mail reminders: {{unsubscribeUrl}}
`;

/** Handlebars loads and compiles the templates with the first reminder, not at start. */
const templates = loadOnce(async () => {
  const { default: Handlebars } = await import('handlebars');
  return {
    html: Handlebars.compile(HTML),
    text: Handlebars.compile(TEXT, { noEscape: true }),
  };
});

export interface ReminderEmailInput {
  subject: string;
  firstName: string;
  headline: string;
  detail: string;
  actionUrl: string;
  unsubscribeUrl: string;
}

/** The reminder's two parts. */
export async function renderReminderEmail(input: ReminderEmailInput) {
  const { html, text } = await templates();
  return { html: html(input), text: text(input) };
}
