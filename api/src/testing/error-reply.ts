/**
 * Tells whether an error message reads as French: an accent or a French function word, and none of the
 * English words of library defaults ("Invalid input: expected string", "You are not allowed…").
 */
function isFrench(message: string): boolean {
  const french = /[àâçéèêëîïôûùüœ]|\b(le|la|les|de|des|du|un|une|est|sont|vous|votre|pas|ne|cette|ce|et|ou|en|au|aux|introuvable|invalide|requis|trop|doit)\b/i.test(
    message,
  );
  const english = /\b(the|is|are|you|not|invalid|expected|required|must|should|error|failed|too|received)\b/i.test(message);
  return french && !english;
}

/** What is wrong with a 4xx reply: not JSON, not `{ code, message, requestId }`, a message that is not French. */
export function checkErrorReply(res: Response, text: string): string[] {
  if (!res.headers.get('content-type')?.includes('application/json')) return [`pas de JSON (content-type ${res.headers.get('content-type')})`];
  let body: { code?: unknown; message?: unknown; requestId?: unknown; issues?: { message?: unknown }[] };
  try {
    body = JSON.parse(text);
  } catch {
    return ['corps JSON illisible'];
  }
  const problems: string[] = [];
  if (typeof body.code !== 'string' || !body.code) problems.push('code absent');
  if (typeof body.requestId !== 'string' || !body.requestId) problems.push('requestId absent');
  if (typeof body.message !== 'string' || !isFrench(body.message)) problems.push(`message non français : ${JSON.stringify(body.message)}`);
  for (const issue of body.issues ?? []) {
    if (typeof issue.message !== 'string' || !isFrench(issue.message)) problems.push(`détail non français : ${JSON.stringify(issue.message)}`);
  }
  return problems;
}
