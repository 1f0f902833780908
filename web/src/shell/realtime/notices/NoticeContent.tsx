// A system notice's body (02 §3): letter style (type '1': heading, text, signature and date) or image
// style (content is a picture). HTML from the server is sanitised first.
import { Typography } from 'antd';
import type { CSSProperties } from 'react';
import { NOTICE_TYPE_LETTER } from '@/lib/constants/system-notices';
import type { SystemNotice } from '@/lib/realtime/notice-read';
import { isImageAddress } from '@/lib/realtime/notice-rules';
import { sanitizeHtml } from './sanitize';

const richText: CSSProperties = { lineHeight: 1.8, wordBreak: 'break-word', overflowWrap: 'anywhere' };

/** Text or sanitised HTML; plain text keeps its line breaks. */
export function NoticeHtml({ content, indent = false }: { content: string; indent?: boolean }) {
  const style: CSSProperties = { ...richText, textIndent: indent ? '2em' : undefined };
  if (!content.includes('<')) return <div style={{ ...style, whiteSpace: 'pre-wrap' }}>{content}</div>;
  return (
    <div
      className="notice-html"
      style={style}
      // Sanitised by DOMPurify: scripts and event handlers never reach the page.
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(content) }}
    />
  );
}

export function NoticeContent({ notice }: { notice: SystemNotice }) {
  if (notice.type === NOTICE_TYPE_LETTER) {
    return (
      <article data-notice-style="letter" style={{ padding: '4px 4px 0' }}>
        {notice.contentHeading && (
          <Typography.Paragraph strong style={{ marginBottom: 8 }}>
            {notice.contentHeading}
          </Typography.Paragraph>
        )}
        <NoticeHtml content={notice.content} indent />
        {(notice.contentSign || notice.contentSignTime) && (
          <div style={{ textAlign: 'right', marginTop: 24, lineHeight: 1.8 }}>
            {notice.contentSign && <div>{notice.contentSign}</div>}
            {notice.contentSignTime && <div>{notice.contentSignTime}</div>}
          </div>
        )}
      </article>
    );
  }
  return (
    <article data-notice-style="image" style={{ textAlign: 'center' }}>
      {isImageAddress(notice.content) ? (
        <img
          src={notice.content}
          alt={notice.title}
          style={{ maxWidth: '100%', maxHeight: '60vh', objectFit: 'contain', borderRadius: 4 }}
        />
      ) : (
        <NoticeHtml content={notice.content} />
      )}
    </article>
  );
}
