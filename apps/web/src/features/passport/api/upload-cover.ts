import { passportContract, type CoverCrop, type PassportResponse } from '@flarescope/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { passportQueryKey } from './get-passport';
import { profileQueryKey } from './get-profile';

export type CoverUpload = { file: File; crop: CoverCrop; onProgress?: (fraction: number) => void };

/** PUT /api/passport/cover: the original file and the crop; the server re-encodes and keeps no metadata. */
export const uploadCover = ({ file, crop, onProgress }: CoverUpload): Promise<PassportResponse> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(crop)) form.append(name, String(Math.round(value)));
  form.append('file', file, file.name);
  return api.uploadRoute(passportContract.putCover, {}, form, { onProgress });
};

export const useUploadCover = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCover,
    onSuccess: (passport) => {
      queryClient.setQueryData(passportQueryKey, passport);
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
};
