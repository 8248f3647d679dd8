'use client';

import {
  BoldOutlined,
  DownOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Dropdown, Input, Popover, Tooltip } from 'antd';
import { NoFormStyle } from 'antd/es/form/context';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { call } from '@/lib/client/call';
import { fileCalls } from '@/lib/contract/file-calls';
import { hasRichTextContent } from '@/lib/rich-text/plain-text';
import { safeImageUrl, safeLinkUrl, sanitizeRichText } from '@/lib/rich-text/sanitize';
import styles from './rich-text.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

export interface RichTextEditorProps {
  id?: string;
  value?: string | null;
  onChange?: (html: string) => void;
  disabled?: boolean;
  /** The upload group of images inserted here (fileGroupKey). */
  uploadGroup?: string;
  /** Read by screen readers: the field's label. */
  ariaLabel?: string;
}

type Level = 0 | 1 | 2 | 3;

function ToolButton({ label, icon, active, disabled, onClick, children }: { label: string; icon?: ReactNode; active?: boolean; disabled?: boolean; onClick: () => void; children?: ReactNode }) {
  return (
    <Tooltip title={label}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

function LinkButton({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const t = useTranslations('richText');
  const { message } = useFeedback();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const active = useEditorState({ editor, selector: ({ editor: e }) => e.isActive('link') });

  const apply = () => {
    const url = safeLinkUrl(href);
    if (!url) {
      void message.warning(t('badLink'));
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !active) chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    else chain.setLink({ href: url }).run();
    setOpen(false);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };

  return (
    <Popover
      open={open}
      trigger="click"
      onOpenChange={(next) => {
        if (next) setHref(String(editor.getAttributes('link').href ?? ''));
        setOpen(next);
      }}
      content={
        <div className={styles.linkForm}>
          <Input autoFocus value={href} onChange={(e) => setHref(e.target.value)} onPressEnter={apply} placeholder={t('linkPlaceholder')} aria-label={t('linkAddress')} data-testid="rich-text-link-input" />
          <div className={styles.linkButtons}>
            {active ? <Button size="small" onClick={remove}>{t('unlink')}</Button> : null}
            <Button size="small" type="primary" onClick={apply} data-testid="rich-text-link-ok">{t('ok')}</Button>
          </div>
        </div>
      }
    >
      <span>
        <ToolButton label={t('link')} icon={<LinkOutlined />} active={active} disabled={disabled} onClick={() => undefined} />
      </span>
    </Popover>
  );
}

function ImageButton({ editor, disabled, uploadGroup }: { editor: Editor; disabled: boolean; uploadGroup: string }) {
  const t = useTranslations('richText');
  const tu = useTranslations('entityUi.upload');
  const { message } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      void message.warning(tu('imageOnly'));
      return;
    }
    const body = new FormData();
    body.append('file', file);
    body.append('fileGroupKey', uploadGroup);
    setBusy(true);
    try {
      // The checked upload call: size limit, type by content, stored under a random name.
      const answer = await call(fileCalls.upload, body, { silent: true });
      const src = safeImageUrl(answer?.url ?? '');
      if (!src) throw new Error('no url');
      editor.chain().focus().setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') }).run();
    } catch {
      void message.error(tu('failed', { name: file.name }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ToolButton label={t('image')} icon={<PictureOutlined />} disabled={disabled || busy} onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        accept="image/*"
        // Inline: antd's form styles show file inputs (display: block) over any class of ours.
        style={{ display: 'none' }}
        data-testid="rich-text-image-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
    </>
  );
}

function Toolbar({ editor, disabled, uploadGroup }: { editor: Editor; disabled: boolean; uploadGroup: string }) {
  const t = useTranslations('richText');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      level: (([1, 2, 3] as const).find((level) => e.isActive('heading', { level })) ?? 0),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = (action: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => void action(editor.chain().focus()).run();
  const levels: { value: Level; label: string }[] = [
    { value: 0, label: t('paragraph') },
    { value: 1, label: t('heading', { level: 1 }) },
    { value: 2, label: t('heading', { level: 2 }) },
    { value: 3, label: t('heading', { level: 3 }) },
  ];
  const setLevel = (level: Level) => {
    const chain = editor.chain().focus();
    void (level === 0 ? chain.setParagraph() : chain.setHeading({ level })).run();
  };

  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('toolbar')}>
      <Dropdown
        disabled={disabled}
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [String(state.level)],
          items: levels.map(({ value, label }) => ({ key: String(value), label })),
          onClick: ({ key }) => setLevel(Number(key) as Level),
        }}
      >
        <Button size="small" type="text" className={styles.levelButton} aria-label={t('headingLevel')} onMouseDown={(e) => e.preventDefault()}>
          {levels.find((l) => l.value === state.level)?.label}
          <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <span className={styles.toolbarDivider} />
      <ToolButton label={t('bold')} icon={<BoldOutlined />} active={state.bold} disabled={disabled} onClick={run((c) => c.toggleBold())} />
      <ToolButton label={t('italic')} icon={<ItalicOutlined />} active={state.italic} disabled={disabled} onClick={run((c) => c.toggleItalic())} />
      <ToolButton label={t('underline')} icon={<UnderlineOutlined />} active={state.underline} disabled={disabled} onClick={run((c) => c.toggleUnderline())} />
      <ToolButton label={t('strike')} icon={<StrikethroughOutlined />} active={state.strike} disabled={disabled} onClick={run((c) => c.toggleStrike())} />
      <span className={styles.toolbarDivider} />
      <ToolButton label={t('bulletList')} icon={<UnorderedListOutlined />} active={state.bullet} disabled={disabled} onClick={run((c) => c.toggleBulletList())} />
      <ToolButton label={t('orderedList')} icon={<OrderedListOutlined />} active={state.ordered} disabled={disabled} onClick={run((c) => c.toggleOrderedList())} />
      <span className={styles.toolbarDivider} />
      <LinkButton editor={editor} disabled={disabled} />
      <ImageButton editor={editor} disabled={disabled} uploadGroup={uploadGroup} />
      <span className={styles.toolbarDivider} />
      <ToolButton label={t('undo')} icon={<UndoOutlined />} disabled={disabled || !state.canUndo} onClick={run((c) => c.undo())} />
      <ToolButton label={t('redo')} icon={<RedoOutlined />} disabled={disabled || !state.canRedo} onClick={run((c) => c.redo())} />
    </div>
  );
}

/** What the form holds: the cleaned HTML, or '' for an editor with nothing in it. */
function valueOf(editor: Editor): string {
  const html = sanitizeRichText(editor.getHTML());
  return hasRichTextContent(html) ? html : '';
}

/**
 * The rich-text input (the richText field kind, notices, news): headings, bold, italic, lists,
 * links and images uploaded through the checked upload call. It emits cleaned HTML; the server
 * cleans again on save.
 */
export default function RichTextEditor({ id, value, onChange, disabled = false, uploadGroup = 'richText', ariaLabel }: RichTextEditorProps) {
  const editor = useEditor({
    immediatelyRender: false,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: (url) => safeLinkUrl(url) !== null },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: sanitizeRichText(value),
    editorProps: { attributes: { ...(id ? { id } : {}), 'aria-label': ariaLabel ?? '', 'aria-multiline': 'true', role: 'textbox', 'data-testid': 'rich-text-editor' } },
    onUpdate: ({ editor: e }) => onChange?.(valueOf(e)),
  });

  // A value set from outside (the form loading a record, a reset) replaces the document.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const wanted = sanitizeRichText(value);
    if (wanted !== valueOf(editor)) editor.commands.setContent(wanted, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <div className={disabled ? `${styles.editor} ${styles.editorDisabled}` : styles.editor}>
      {/* The toolbar's own inputs (the link address) are not the form field: the field's error colour stays off them. */}
      <NoFormStyle status override>
        {editor ? <Toolbar editor={editor} disabled={disabled} uploadGroup={uploadGroup} /> : null}
      </NoFormStyle>
      <div className={`${styles.surface} ${styles.content}`} onClick={() => editor?.commands.focus()}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
