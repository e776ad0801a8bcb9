/**
 * /staff/results/:battleID/reveal: the prize ceremony's reveal (docs/results.md, "The reveal"),
 * full screen in large type for a projector. Built once from the live points, it shows one
 * category at a time, its patrols from the last place up, moved on and back with the presenter's
 * keys (reveal-steps.ts), and ends with 'Offentliggør resultater', the existing publish, which
 * also ends the freeze. A newly shown patrol slides in, except under prefers-reduced-motion.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, LoadingBlock } from '@usb/ui/core';
import { useNavigate, useParams } from '@usb/contracts/router';
import { staffMessages } from '../../../texts';
import { LoadError } from '@usb/contracts/components';
import { fill } from '@usb/contracts/messages';
import { useResultActions } from '../api/use-result-actions';
import { useRevealResult } from '../api/use-reveal-result';
import { revealSteps, stepOfKey, type RevealedPatrol, type RevealStep } from '../lib/reveal-steps';

const text = staffMessages.results.reveal;

const screenStyle = {
  position: 'fixed',
  inset: 0,
  zIndex: 2000,
  background: '#0b1d33',
  color: '#ffffff',
  overflow: 'auto',
  padding: 'clamp(16px, 4vw, 48px)',
} as const;
const headingStyle = { fontSize: 'clamp(2rem, 6vw, 5rem)', fontWeight: 700, margin: 0, lineHeight: 1.1 } as const;
const lineStyle = { fontSize: 'clamp(1.5rem, 4vw, 3.25rem)', lineHeight: 1.25 } as const;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A patrol's line: place, name and points; the newest is the largest. */
function PatrolLine({ patrol, newest }: { patrol: RevealedPatrol; newest: boolean }) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!newest || !element || typeof element.animate !== 'function' || prefersReducedMotion()) return;
    element.animate(
      [
        { opacity: 0, transform: 'translateY(24px)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: 600, easing: 'ease-out' },
    );
  }, [newest]);
  return (
    <li ref={ref} style={{ ...lineStyle, fontWeight: newest ? 700 : 400, opacity: newest ? 1 : 0.8, display: 'flex', gap: '0.75em', flexWrap: 'wrap' }}>
      <span>{fill(text.place, { rank: patrol.rank })}</span>
      <span style={{ flex: 1 }}>{patrol.name}</span>
      <span>{fill(text.points, { total: patrol.total })}</span>
    </li>
  );
}

function StepContent({ step, onPublish, publishing, published }: { step: RevealStep; onPublish: () => void; publishing: boolean; published: boolean }) {
  if (step.kind === 'publish') {
    return (
      <Flex vertical gap="large" align="flex-start">
        <h1 style={headingStyle}>{published ? text.published : text.publishIntro}</h1>
        {!published && (
          <Button type="primary" size="large" loading={publishing} onClick={onPublish} style={{ fontSize: '1.5rem', height: 'auto', padding: '12px 32px' }}>
            {text.publish}
          </Button>
        )}
      </Flex>
    );
  }
  const { category } = step;
  return (
    <Flex vertical gap="large">
      <h1 style={headingStyle}>{category.name}</h1>
      {step.kind === 'category' ? (
        <p style={lineStyle}>{category.patrols.length > 0 ? fill(text.categoryIntro, { count: category.patrols.length }) : text.noPatrols}</p>
      ) : (
        <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: '0.4em' }} aria-live="polite">
          {step.shown.map((patrol, index) => (
            <PatrolLine key={`${patrol.name}-${patrol.rank}`} patrol={patrol} newest={index === 0} />
          ))}
        </ol>
      )}
    </Flex>
  );
}

export default function RevealPage() {
  const { battleID = '' } = useParams();
  const navigate = useNavigate();
  const { result, loading, failed, retry } = useRevealResult(battleID);
  const { publish, busy } = useResultActions(battleID);
  const [index, setIndex] = useState(0);
  const [published, setPublished] = useState(false);
  const [publishFailed, setPublishFailed] = useState(false);
  const screenRef = useRef<HTMLDivElement>(null);
  const steps = result ? revealSteps(result) : [];
  const count = steps.length;

  const move = useCallback((by: number) => setIndex((current) => Math.min(Math.max(current + by, 0), Math.max(count - 1, 0))), [count]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // The publish button takes Enter and space itself.
      if (event.target instanceof HTMLButtonElement && (event.key === 'Enter' || event.key === ' ')) return;
      const by = stepOfKey(event.key);
      if (by === 0) return;
      event.preventDefault();
      move(by);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [move]);

  if (failed) return <LoadError onRetry={retry} />;
  if (loading || !result) return <LoadingBlock />;
  const step = steps[index] ?? steps[0];
  if (!step) return null;
  const onPublish = () => {
    setPublishFailed(false);
    publish(result.path).then(
      () => setPublished(true),
      () => setPublishFailed(true),
    );
  };
  return (
    <div ref={screenRef} style={screenStyle} role="region" aria-label={text.title}>
      <Flex vertical gap="large" style={{ minHeight: '100%' }}>
        <Flex justify="space-between" align="center" wrap gap="small" style={{ color: '#c9d6e3' }}>
          <span>{fill(text.step, { step: index + 1, count })}</span>
          <span>{text.keysHint}</span>
          <Flex gap="small">
            <Button ghost onClick={() => void screenRef.current?.requestFullscreen?.()}>
              {text.fullScreen}
            </Button>
            <Button ghost onClick={() => void navigate('/staff/results')}>
              {text.close}
            </Button>
          </Flex>
        </Flex>
        <StepContent step={step} onPublish={onPublish} publishing={busy} published={published} />
        {publishFailed && <Alert type="error" showIcon title={staffMessages.results.actionError} />}
      </Flex>
    </div>
  );
}
