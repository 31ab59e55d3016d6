/** What every e-mail of the site is made of; `renderEmail` turns it into matching text and HTML bodies. */
export interface EmailContent {
  siteName: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A short code shown large (one-time passwords). */
  code?: string;
  closing?: string;
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

export function renderEmail(content: EmailContent): { text: string; html: string } {
  const closing = content.closing ?? `Sportivement,\nL'équipe de l'association ${content.siteName}`;
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.code ? [content.code] : []),
    ...(content.action ? [`${content.action.label} : ${content.action.url}`] : []),
    closing,
  ].join('\n\n');

  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const html = `<!doctype html>
<html lang="fr"><body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:bold;color:#1d4ed8">${escapeHtml(content.siteName)}</p>
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join('\n')}
${content.code ? `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(content.code)}</p>` : ''}
${
  content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52606d">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur : ${escapeHtml(content.action.url)}</p>`
    : ''
}
<p style="margin:24px 0 0;white-space:pre-line">${escapeHtml(closing)}</p>
</div></body></html>`;
  return { text, html };
}
