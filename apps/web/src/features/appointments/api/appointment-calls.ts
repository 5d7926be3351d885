import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Appointment, AppointmentKind, AppointmentShowroom, AppointmentSlots, BookAppointment, VideoCall } from '@aabhushan/shared/schemas/appointments';
import { apiGet, apiSend } from '../../../lib/api-client';

export const appointmentKeys = {
  showrooms: (pin: string) => ['appointments', 'showrooms', pin] as const,
  slots: (kind: AppointmentKind, showroom: string, date: string, pin: string) => ['appointments', 'slots', kind, showroom, date, pin] as const,
  mine: ['appointments', 'mine'] as const,
  video: (token: string) => ['appointments', 'video', token] as const,
};

/** GET /api/public/appointments/showrooms: every showroom, or with a PIN the one whose home visits reach it. */
export function useAppointmentShowrooms(pin = '') {
  return useQuery({
    queryKey: appointmentKeys.showrooms(pin),
    queryFn: async () => (await apiGet<AppointmentShowroom[]>(`/api/public/appointments/showrooms${pin ? `?pin=${encodeURIComponent(pin)}` : ''}`)).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/public/appointments/slots: the day's slots with the places left (never cached). */
export function useAppointmentSlots(kind: AppointmentKind, showroom: string, date: string, pin: string, enabled: boolean) {
  const query = new URLSearchParams({ kind, date, showroom, ...(pin ? { pin } : {}) });
  return useQuery({
    queryKey: appointmentKeys.slots(kind, showroom, date, pin),
    queryFn: async () => (await apiGet<AppointmentSlots>(`/api/public/appointments/slots?${query.toString()}`, { cache: 'no-store' })).data,
    enabled,
    meta: { quiet: true },
  });
}

/** GET /api/appointments/mine: the customer's appointments, the latest first. */
export function useMyAppointments() {
  return useQuery({ queryKey: appointmentKeys.mine, queryFn: async () => (await apiGet<Appointment[]>('/api/appointments/mine', { cache: 'no-store' })).data });
}

/** GET /api/appointments/video/{token}: a video call's time, showroom and pieces. */
export function useVideoCall(token: string) {
  return useQuery({ queryKey: appointmentKeys.video(token), queryFn: async () => (await apiGet<VideoCall>(`/api/appointments/video/${encodeURIComponent(token)}`)).data, meta: { quiet: true } });
}

function useAppointmentMutation<Input>(send: (input: Input) => Promise<Appointment>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: ['appointments'] }) });
}

/** POST /api/appointments */
export function useBookAppointment() {
  return useAppointmentMutation(async (body: BookAppointment) => (await apiSend<Appointment>('POST', '/api/appointments', body)).data);
}

/** POST /api/appointments/{id}/cancel */
export function useCancelAppointment() {
  return useAppointmentMutation(async (id: string) => (await apiSend<Appointment>('POST', `/api/appointments/${encodeURIComponent(id)}/cancel`)).data);
}

/** POST /api/appointments/{id}/reschedule */
export function useRescheduleAppointment() {
  return useAppointmentMutation(async ({ id, start }: { id: string; start: string }) => (await apiSend<Appointment>('POST', `/api/appointments/${encodeURIComponent(id)}/reschedule`, { start })).data);
}
