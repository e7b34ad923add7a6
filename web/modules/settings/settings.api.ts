import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailSettings, SchoolProfile, WhatsappSettings } from '../../../contracts/settings.contract';
import { apiFetch } from '../../app/api';
import { SESSION_KEY } from '../../app/session';
import { useSwitchSetting } from '../../app/switch-setting';

/** Body of PUT /api/settings/school as the form holds it (blank strings mean "none"). */
export interface SchoolProfileForm {
  name: string;
  time_zone: string;
  default_country: string;
  office_phone: string;
  office_email: string;
}

/** Query keys of the Settings screen (docs/product-spec.md Settings). */
export const settingsKeys = {
  email: ['settings', 'email'] as const,
  whatsapp: ['settings', 'whatsapp'] as const,
  school: ['settings', 'school'] as const,
};

/** Exact texts of docs/product-spec.md Settings. */
export const SETTINGS_MESSAGES = {
  loadFailed: 'Failed to load settings. Please try again later.',
  emailToggleFailed: 'Failed to update email forwarding setting',
  whatsappToggleFailed: 'Failed to update WhatsApp access setting',
  copyFailed: 'Failed to copy email address',
  profileSaved: 'School profile saved',
  profileSaveFailed: 'Failed to save school profile',
} as const;

export function useEmailSettings() {
  return useQuery({
    queryKey: settingsKeys.email,
    queryFn: () => apiFetch<EmailSettings>('/api/settings/email'),
  });
}

export function useWhatsappSettings() {
  return useQuery({
    queryKey: settingsKeys.whatsapp,
    queryFn: () => apiFetch<WhatsappSettings>('/api/settings/whatsapp'),
  });
}

export function useSchoolProfile() {
  return useQuery({
    queryKey: settingsKeys.school,
    queryFn: () => apiFetch<SchoolProfile>('/api/settings/school'),
  });
}

/** POST /api/settings/email {enabled}; the answer (both fields) replaces the cached settings. */
export function useSetEmailForwarding() {
  return useSwitchSetting<EmailSettings>('/api/settings/email', settingsKeys.email);
}

/** POST /api/settings/whatsapp {enabled}. The spec does not show the answer, so the cache is set from the request. */
export function useSetWhatsappAccess() {
  return useSwitchSetting<WhatsappSettings>(
    '/api/settings/whatsapp',
    settingsKeys.whatsapp,
    (_answer, enabled): WhatsappSettings => ({ whatsapp_parent_access: enabled }),
  );
}

/**
 * PUT /api/settings/school. The server also rewrites the `prod_school_info` cookie; refetching the
 * session makes the sidebar re-read it, so the new name shows at once.
 */
export function useSaveSchoolProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: SchoolProfileForm) =>
      apiFetch<SchoolProfile>('/api/settings/school', { method: 'PUT', body: profile }),
    onSuccess: async (data) => {
      queryClient.setQueryData(settingsKeys.school, data);
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}
