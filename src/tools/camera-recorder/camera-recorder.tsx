import { Badge, Button, Card, Group, Image, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCamera, IconCameraOff, IconDownload, IconPlayerPause, IconPlayerPlay, IconPlayerRecord, IconPlayerStop, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { ToolAlert } from '../../ui/alert/ToolAlert';
import {
  cameraErrorKey,
  chooseRecordingMimeType,
  clockTime,
  deviceLabel,
  formatDuration,
  photoFileName,
  videoFileName,
  type CameraErrorKey,
} from './camera-recorder.service';
import type en from './locales/en.json';

const TOOL_ID = 'camera-recorder';
const NO_MICROPHONE = 'none';

interface Capture {
  id: number;
  kind: 'photo' | 'video';
  url: string;
  fileName: string;
  time: string;
}

type CameraError = { key: CameraErrorKey; message: string };
type RecordingState = { status: 'idle' } | { status: 'recording' | 'paused'; elapsedMs: number };

const hasMediaDevices = () => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
const hasMediaRecorder = () => typeof MediaRecorder !== 'undefined';

export default function CameraRecorder() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | undefined>(undefined);
  const streamRef = useRef<MediaStream | undefined>(undefined);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<CameraError | undefined>(undefined);
  const [noSound, setNoSound] = useState(false);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [microphones, setMicrophones] = useState<MediaDeviceInfo[]>([]);
  const [cameraId, setCameraId] = useState<string | undefined>(undefined);
  const [microphoneId, setMicrophoneId] = useState<string | undefined>(undefined);
  const [captures, setCaptures] = useState<Capture[]>([]);
  const capturesRef = useRef<Capture[]>([]);
  const nextId = useRef(1);
  const [recording, setRecording] = useState<RecordingState>({ status: 'idle' });
  const recorderRef = useRef<{ recorder: MediaRecorder; chunks: Blob[]; mimeType: string; startedAt: Date; done: Promise<void> } | undefined>(undefined);
  const timing = useRef({ accumulated: 0, since: 0 });
  const canRecord = hasMediaRecorder();

  useEffect(() => {
    capturesRef.current = captures;
  }, [captures]);

  const addCapture = useCallback((kind: Capture['kind'], blob: Blob, fileName: string, date: Date) => {
    const capture: Capture = { id: nextId.current++, kind, url: URL.createObjectURL(blob), fileName, time: clockTime(date) };
    setCaptures((current) => [capture, ...current]);
  }, []);

  const stopTracks = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = undefined;
    setStream(undefined);
  }, []);

  /** Stops a running recording and adds it to the gallery (resolves once saved). */
  const stopRecording = useCallback(async () => {
    const current = recorderRef.current;
    if (!current) return;
    recorderRef.current = undefined;
    if (current.recorder.state !== 'inactive') current.recorder.stop();
    await current.done;
    setRecording({ status: 'idle' });
  }, []);

  const start = useCallback(
    async (video: string | undefined, audio: string | undefined) => {
      setError(undefined);
      setNoSound(false);
      if (!hasMediaDevices()) {
        setError({ key: 'errorInsecure', message: '' });
        return;
      }
      await stopRecording();
      stopTracks();
      setStarting(true);
      const videoConstraint: MediaTrackConstraints | boolean = video ? { deviceId: { exact: video } } : true;
      const wantsAudio = audio !== NO_MICROPHONE;
      const audioConstraint: MediaTrackConstraints | boolean = audio && audio !== NO_MICROPHONE ? { deviceId: { exact: audio } } : true;
      let next: MediaStream | undefined;
      try {
        next = await navigator.mediaDevices.getUserMedia({ video: videoConstraint, audio: wantsAudio ? audioConstraint : false });
      } catch (firstError) {
        if (wantsAudio) {
          // The camera may work without the microphone: try video only.
          try {
            next = await navigator.mediaDevices.getUserMedia({ video: videoConstraint, audio: false });
            setNoSound(true);
          } catch (videoError) {
            setError({ key: cameraErrorKey(videoError), message: videoError instanceof Error ? videoError.message : String(videoError) });
          }
        } else {
          setError({ key: cameraErrorKey(firstError), message: firstError instanceof Error ? firstError.message : String(firstError) });
        }
      }
      setStarting(false);
      if (!next) return;
      streamRef.current = next;
      setStream(next);
      try {
        const devices = await navigator.mediaDevices.enumerateDevices();
        setCameras(devices.filter((device) => device.kind === 'videoinput'));
        const audioInputs = devices.filter((device) => device.kind === 'audioinput');
        setMicrophones(audioInputs);
        setCameraId(next.getVideoTracks()[0]?.getSettings().deviceId ?? video);
        const audioTrack = next.getAudioTracks()[0];
        setMicrophoneId(audioTrack ? (audioTrack.getSettings().deviceId ?? audioInputs[0]?.deviceId) : audio === NO_MICROPHONE ? NO_MICROPHONE : (audio ?? audioInputs[0]?.deviceId ?? NO_MICROPHONE));
      } catch {
        // Device lists are a convenience: the stream works without them.
      }
    },
    [stopRecording, stopTracks],
  );

  useEffect(() => {
    if (videoRef.current) videoRef.current.srcObject = stream ?? null;
  }, [stream]);

  // Leaving the page stops the camera and frees every capture.
  useEffect(
    () => () => {
      const current = recorderRef.current;
      recorderRef.current = undefined;
      if (current && current.recorder.state !== 'inactive') current.recorder.stop();
      streamRef.current?.getTracks().forEach((track) => track.stop());
      capturesRef.current.forEach((capture) => URL.revokeObjectURL(capture.url));
    },
    [],
  );

  // Recording clock.
  useEffect(() => {
    if (recording.status !== 'recording') return;
    const timer = setInterval(() => {
      setRecording((current) =>
        current.status === 'recording' ? { status: 'recording', elapsedMs: timing.current.accumulated + performance.now() - timing.current.since } : current,
      );
    }, 250);
    return () => clearInterval(timer);
  }, [recording.status]);

  const takePhoto = () => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    const date = new Date();
    canvas.toBlob((blob) => blob && addCapture('photo', blob, photoFileName(date), date), 'image/png');
  };

  const startRecording = () => {
    if (!stream) return;
    const mimeType = chooseRecordingMimeType((type) => MediaRecorder.isTypeSupported(type)) ?? '';
    const recorder = mimeType ? new MediaRecorder(stream, { mimeType }) : new MediaRecorder(stream);
    const chunks: Blob[] = [];
    const startedAt = new Date();
    const actualType = recorder.mimeType || mimeType || 'video/webm';
    const done = new Promise<void>((resolve) => {
      recorder.addEventListener('dataavailable', (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      });
      recorder.addEventListener('stop', () => {
        if (chunks.length > 0) addCapture('video', new Blob(chunks, { type: actualType }), videoFileName(startedAt, actualType), startedAt);
        resolve();
      });
    });
    recorderRef.current = { recorder, chunks, mimeType: actualType, startedAt, done };
    recorder.start(1000);
    timing.current = { accumulated: 0, since: performance.now() };
    setRecording({ status: 'recording', elapsedMs: 0 });
  };

  const pauseRecording = () => {
    const current = recorderRef.current;
    if (!current || current.recorder.state !== 'recording') return;
    current.recorder.pause();
    timing.current.accumulated += performance.now() - timing.current.since;
    setRecording({ status: 'paused', elapsedMs: timing.current.accumulated });
  };

  const resumeRecording = () => {
    const current = recorderRef.current;
    if (!current || current.recorder.state !== 'paused') return;
    current.recorder.resume();
    timing.current.since = performance.now();
    setRecording({ status: 'recording', elapsedMs: timing.current.accumulated });
  };

  const stopCamera = async () => {
    await stopRecording();
    stopTracks();
  };

  const deleteCapture = (capture: Capture) => {
    URL.revokeObjectURL(capture.url);
    setCaptures((current) => current.filter((item) => item.id !== capture.id));
  };

  const cameraOptions = cameras.map((device, index) => ({ value: device.deviceId || `camera-${index}`, label: deviceLabel(device.label, index, (number) => t('cameraNumber', { number })) }));
  const microphoneOptions = [
    { value: NO_MICROPHONE, label: t('noMicrophone') },
    ...microphones.map((device, index) => ({ value: device.deviceId || `microphone-${index}`, label: deviceLabel(device.label, index, (number) => t('microphoneNumber', { number })) })),
  ];

  return (
    <Stack gap="lg">
      {error && (
        <ToolAlert type="error" title={t('unavailableTitle')}>
          {error.key === 'errorOther' ? error.message || t('errorUnknown') : t(error.key)}
        </ToolAlert>
      )}

      {!stream ? (
        <Group>
          <Button leftSection={<IconCamera size={16} aria-hidden />} loading={starting} onClick={() => void start(cameraId, microphoneId)}>
            {t('startCamera')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('privacy')}
          </Text>
        </Group>
      ) : (
        <Card withBorder padding="md" radius="md">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                label={t('camera')}
                data={cameraOptions}
                value={cameraId ?? null}
                allowDeselect={false}
                onChange={(value) => {
                  if (!value || value === cameraId) return;
                  setCameraId(value);
                  void start(value, microphoneId);
                }}
              />
              <Select
                label={t('microphone')}
                data={microphoneOptions}
                value={microphoneId ?? NO_MICROPHONE}
                allowDeselect={false}
                onChange={(value) => {
                  if (!value || value === microphoneId) return;
                  setMicrophoneId(value);
                  void start(cameraId, value);
                }}
              />
            </SimpleGrid>
            {noSound && (
              <ToolAlert type="warning">{t('noSound')}</ToolAlert>
            )}
            <video
              ref={videoRef}
              autoPlay
              muted
              playsInline
              aria-label={t('preview')}
              style={{ width: '100%', maxHeight: 480, background: '#000', borderRadius: 'var(--mantine-radius-md)' }}
            />
            <Group gap="sm">
              <Button leftSection={<IconCamera size={16} aria-hidden />} onClick={takePhoto}>
                {t('takePhoto')}
              </Button>
              {!canRecord ? (
                <Text size="sm">{t('recordingUnsupported')}</Text>
              ) : recording.status === 'idle' ? (
                <Button color="red" variant="light" leftSection={<IconPlayerRecord size={16} aria-hidden />} onClick={startRecording}>
                  {t('startRecording')}
                </Button>
              ) : (
                <>
                  {recording.status === 'recording' ? (
                    <Button variant="light" leftSection={<IconPlayerPause size={16} aria-hidden />} onClick={pauseRecording}>
                      {t('pause')}
                    </Button>
                  ) : (
                    <Button variant="light" leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={resumeRecording}>
                      {t('resume')}
                    </Button>
                  )}
                  <Button color="red" variant="light" leftSection={<IconPlayerStop size={16} aria-hidden />} onClick={() => void stopRecording()}>
                    {t('stopRecording')}
                  </Button>
                  <Badge color={recording.status === 'recording' ? 'red' : 'gray'} variant="light" size="lg" role="status" style={{ textTransform: 'none' }}>
                    {t(recording.status === 'recording' ? 'recordingStatus' : 'pausedStatus', { time: formatDuration(recording.elapsedMs) })}
                  </Badge>
                </>
              )}
              <Button variant="default" leftSection={<IconCameraOff size={16} aria-hidden />} onClick={() => void stopCamera()} ml="auto">
                {t('stopCamera')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}

      {captures.length > 0 && (
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('gallery')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {captures.map((capture) => (
              <Card key={capture.id} withBorder padding="sm" radius="md" component="article" aria-label={`${t(capture.kind)} ${capture.time}`}>
                <Stack gap="xs">
                  <Group justify="space-between">
                    <Text fw={600}>{t(capture.kind)}</Text>
                    <Text size="sm" c="dimmed">
                      {capture.time}
                    </Text>
                  </Group>
                  {capture.kind === 'photo' ? (
                    <Image src={capture.url} alt={`${t('photo')} ${capture.time}`} radius="sm" />
                  ) : (
                    // eslint-disable-next-line jsx-a11y/media-has-caption -- a recording made here has no captions to offer
                    <video src={capture.url} controls aria-label={`${t('video')} ${capture.time}`} style={{ width: '100%', borderRadius: 'var(--mantine-radius-sm)' }} />
                  )}
                  <Group gap="xs">
                    <Button component="a" href={capture.url} download={capture.fileName} size="xs" variant="light" leftSection={<IconDownload size={14} aria-hidden />}>
                      {t('download')}
                    </Button>
                    <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => deleteCapture(capture)}>
                      {t('delete')}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
