import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import CodeViewer from '@/components/CodeViewer';
import { safeImage, safeLink } from './safeUrl';
import './index.less';

export interface MarkdownProps {
  children: string;
}

const components: Components = {
  // Fenced code blocks go through the CodeMirror viewer for highlighting; inline code stays code.
  code({ className, children }) {
    const language = /language-([\w-]+)/.exec(className ?? '')?.[1];
    const text = String(children ?? '');
    if (!language && !text.includes('\n')) return <code>{children}</code>;
    return (
      <CodeViewer value={text.replace(/\n$/, '')} language={language ?? 'text'} height="auto" />
    );
  },
  pre({ children }) {
    return <div className="markdown-code">{children}</div>;
  },
  a({ href, children }) {
    const url = safeLink(href ?? '');
    if (!url) return <span>{children}</span>;
    const external = /^https?:/i.test(url);
    return (
      <a
        href={url}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
      >
        {children}
      </a>
    );
  },
  img({ src, alt }) {
    const url = typeof src === 'string' ? safeImage(src) : '';
    return url ? (
      <img src={url} alt={alt ?? ''} loading="lazy" referrerPolicy="no-referrer" />
    ) : null;
  },
};

/**
 * User-written markdown (GitHub flavour) rendered safely: raw HTML is never rendered (without
 * rehype-raw, react-markdown drops it), rehype-sanitize strips what its GitHub schema does not
 * allow, and links and images pass safeLink / safeImage. The stored text is never changed.
 */
export default function Markdown({ children }: MarkdownProps) {
  return (
    <div className="markdown-body">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize]}
        components={components}
        urlTransform={(url, key) => (key === 'src' ? safeImage(url) : safeLink(url))}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
