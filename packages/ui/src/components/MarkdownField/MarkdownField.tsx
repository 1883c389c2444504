import { forwardRef, useId, useState, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { flushSync } from 'react-dom';
import { cx } from '../../lib/cx';
import { FieldError, FieldHint, plainId } from '../../lib/fieldMessages';
import { joinIds } from '../../lib/fieldIds';
import { useControllableState } from '../../lib/useControllableState';
import { Tabs, TabsList, TabsTrigger } from '../Tabs/Tabs';
import { TabsContent } from '../Tabs/TabsContent';
import { Textarea } from '../TextField/Textarea';
import { PreviewPanelBody } from './PreviewPanelBody';
import { usePreview, type RenderPreview } from './usePreview';

export type { RenderPreview };

export interface MarkdownFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'children'
> {
  /** The visible label: it names the text area and the Write / Preview tab list. */
  label: ReactNode;
  /** Help under the label (the Markdown the renderer understands), read with the text area. */
  hint?: ReactNode;
  /** The error message; sets `aria-invalid` on the text area and is read with it. */
  error?: ReactNode;
  /** The Markdown (controlled). */
  value?: string;
  /** The Markdown at first (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * Makes the preview from the Markdown: the app's own renderer, so the preview is what will be
   * sent. It may return a promise (a server round trip); a throw or a rejection shows
   * `errorText` in the panel, and the text is kept.
   */
  renderPreview: RenderPreview;
  /** Shows how many characters are written (and the `maxLength`, if any) under the text area. */
  showCount?: boolean;
  countText?: (count: number, maxLength?: number) => string;
  writeLabel?: string;
  previewLabel?: string;
  /** Said and shown while a preview takes a while. */
  loadingText?: string;
  /** Said (not shown) when a preview that took a while is ready. */
  readyText?: string;
  /** Shown in the preview when nothing is written yet. */
  emptyText?: ReactNode;
  /** Shown and said when the renderer fails; a function gets what it threw. */
  errorText?: ReactNode | ((error: unknown) => ReactNode);
  /** Shown after a required field's label. Hidden from screen readers: `required` says it. */
  requiredMarker?: ReactNode;
  /** Read before the error message by screen readers only. */
  errorPrefix?: string;
}

const count = new Intl.NumberFormat('en-US');
const defaultCountText = (written: number, maxLength?: number) =>
  maxLength === undefined
    ? `${count.format(written)} characters`
    : `${count.format(written)} of ${count.format(maxLength)} characters`;

/**
 * A labelled Markdown text area with Write and Preview tabs (the package's `Tabs`). The preview
 * is whatever the app's `renderPreview` makes, with its wait and its failure shown in the panel
 * and heard from there. What was typed stays (with its undo history) while the preview shows.
 * `className` goes on the outer wrapper; the ref and other props go on the `<textarea>`.
 */
export const MarkdownField = forwardRef<HTMLTextAreaElement, MarkdownFieldProps>(
  function MarkdownField(
    {
      label,
      hint,
      error,
      value,
      defaultValue,
      onValueChange,
      renderPreview,
      showCount = false,
      countText = defaultCountText,
      writeLabel = 'Write',
      previewLabel = 'Preview',
      loadingText = 'Rendering preview...',
      readyText = 'Preview ready.',
      emptyText = 'Nothing to preview yet.',
      errorText = 'The preview could not be made. Your text is kept: choose Write, then Preview to try again.',
      requiredMarker = '*',
      errorPrefix = 'Error:',
      id,
      className,
      rows = 10,
      onChange,
      onInvalid,
      'aria-describedby': describedBy,
      ...rest
    },
    ref,
  ) {
    const autoId = useId();
    const textareaId = id ?? plainId(autoId, 'cv-markdown');
    const labelId = `${textareaId}-label`;
    const hintId = hint ? `${textareaId}-hint` : undefined;
    const errorId = error ? `${textareaId}-error` : undefined;
    const countId = showCount ? `${textareaId}-count` : undefined;
    const [markdown, setMarkdown] = useControllableState(value, defaultValue ?? '', onValueChange);
    const [tab, setTab] = useState('write');
    const { state, settled, show, hide } = usePreview(renderPreview);
    const chooseTab = (next: string) => {
      setTab(next);
      if (next === 'preview') show(markdown);
      else hide();
    };

    return (
      <div
        className={cx(
          'cv-markdown-field',
          error ? 'cv-markdown-field--invalid' : undefined,
          className,
        )}
      >
        <label id={labelId} htmlFor={textareaId} className="cv-field__label">
          {label}
          {rest.required ? (
            <span className="cv-field__required" aria-hidden="true">
              {' '}
              {requiredMarker}
            </span>
          ) : null}
        </label>
        {hint ? <FieldHint id={hintId!}>{hint}</FieldHint> : null}
        {error ? (
          <FieldError id={errorId!} prefix={errorPrefix}>
            {error}
          </FieldError>
        ) : null}
        <Tabs value={tab} onValueChange={chooseTab} className="cv-markdown-field__tabs">
          <TabsList aria-labelledby={labelId} className="cv-markdown-field__tablist">
            <TabsTrigger value="write">{writeLabel}</TabsTrigger>
            <TabsTrigger value="preview">{previewLabel}</TabsTrigger>
          </TabsList>
          {/* Kept in the page while the preview shows: the text, its caret and its undo history. */}
          <TabsContent value="write" forceMount className="cv-markdown-field__panel">
            <Textarea
              ref={ref}
              id={textareaId}
              rows={rows}
              value={markdown}
              invalid={Boolean(error)}
              aria-describedby={joinIds(hintId, errorId, countId, describedBy)}
              onChange={(event) => {
                onChange?.(event);
                setMarkdown(event.currentTarget.value);
              }}
              // A form sent from the Preview tab: the browser is about to focus this text area and
              // say what is wrong, which it cannot do while the panel is hidden. Shown first.
              onInvalid={(event) => {
                onInvalid?.(event);
                if (tab !== 'write') flushSync(() => chooseTab('write'));
              }}
              {...rest}
            />
            {showCount ? (
              <p id={countId} className="cv-markdown-field__count">
                {countText(markdown.length, rest.maxLength)}
              </p>
            ) : null}
          </TabsContent>
          {/* Kept in the page too, so its live regions are there before any message. */}
          <TabsContent
            value="preview"
            forceMount
            className="cv-markdown-field__panel"
            aria-busy={state.status === 'loading' || undefined}
          >
            <PreviewPanelBody
              state={state}
              settled={settled}
              loadingText={loadingText}
              readyText={readyText}
              emptyText={emptyText}
              errorText={errorText}
            />
          </TabsContent>
        </Tabs>
      </div>
    );
  },
);
