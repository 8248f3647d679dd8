'use client';

import { ClearOutlined, FileImageOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslations } from 'next-intl';
import SignaturePad from 'signature_pad';
import { useEffect, useRef } from 'react';
import { workflowPaths } from '@/lib/contract/workflow-values';
import styles from './signature-pad.module.css';

interface SignaturePadInputProps {
  id?: string;
  /** The drawing as a PNG data URL; undefined while the pad is blank. */
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** Offers 使用默认签名 (the caller keeps one). */
  hasDefault?: boolean;
}

/** Draws a loaded image onto the pad, scaled to fit. */
function drawImage(pad: SignaturePad, canvas: HTMLCanvasElement, src: string): Promise<void> {
  const box = canvas.getBoundingClientRect();
  return pad.fromDataURL(src, { width: box.width, height: box.height });
}

/**
 * A handwritten signature pad (mouse, pen and touch) as a form control: each finished stroke gives
 * the drawing as a PNG; 清除 blanks it, 使用默认签名 fills in the caller's default signature.
 */
export function SignaturePadInput({ id, value, onChange, hasDefault }: SignaturePadInputProps) {
  const t = useTranslations('widgets.signaturePad');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changeRef = useRef(onChange);
  useEffect(() => {
    changeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const pad = new SignaturePad(canvas, { penColor: '#1f1f1f', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    // The canvas is drawn at the screen's pixel density, so strokes stay sharp on phones.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const kept = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(kept);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    const ended = () => changeRef.current?.(pad.isEmpty() ? undefined : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', ended);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', ended);
      pad.off();
      padRef.current = null;
    };
  }, []);

  // A value set from outside (the form reset) blanks the pad.
  useEffect(() => {
    if (!value && padRef.current && !padRef.current.isEmpty()) padRef.current.clear();
  }, [value]);

  const clear = () => {
    padRef.current?.clear();
    onChange?.(undefined);
  };
  const fillDefault = async () => {
    const pad = padRef.current;
    const canvas = canvasRef.current;
    if (!pad || !canvas) return;
    pad.clear();
    await drawImage(pad, canvas, `${workflowPaths.defaultSignatureImage}?t=${Date.now()}`);
    onChange?.(canvas.toDataURL('image/png'));
  };

  return (
    <div className={styles.pad} id={id}>
      <canvas ref={canvasRef} className={styles.canvas} aria-label={t('padLabel')} data-testid="signature-canvas" />
      <div className={styles.hint}>{t('hint')}</div>
      <Space size="small" wrap>
        <Button size="small" icon={<ClearOutlined />} onClick={clear} data-testid="signature-clear">{t('clear')}</Button>
        {hasDefault ? (
          <Button size="small" icon={<FileImageOutlined />} onClick={() => void fillDefault()} data-testid="signature-use-default">{t('useDefault')}</Button>
        ) : null}
      </Space>
    </div>
  );
}
