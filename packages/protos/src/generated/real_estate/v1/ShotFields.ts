// Original file: real_estate/v1/real_estate.proto


export interface ShotFields {
  'camera_movement'?: (string);
  'transition_in'?: (string);
  'transition_out'?: (string);
  'playback_speed'?: (number | string);
  'video_start_time_s'?: (number | string);
  'video_end_time_s'?: (number | string);
  'clear_video_end_time_s'?: (boolean);
  'crop_x'?: (number | string);
  'crop_y'?: (number | string);
  'crop_width'?: (number | string);
  'crop_height'?: (number | string);
  'clear_crop_x'?: (boolean);
  'clear_crop_y'?: (boolean);
  'clear_crop_width'?: (boolean);
  'clear_crop_height'?: (boolean);
  'selected_video'?: (string);
  'clear_selected_video'?: (boolean);
  'animation_prompt'?: (string);
  'vfx_prompt'?: (string);
  '_camera_movement'?: "camera_movement";
  '_transition_in'?: "transition_in";
  '_transition_out'?: "transition_out";
  '_playback_speed'?: "playback_speed";
  '_video_start_time_s'?: "video_start_time_s";
  '_video_end_time_s'?: "video_end_time_s";
  '_crop_x'?: "crop_x";
  '_crop_y'?: "crop_y";
  '_crop_width'?: "crop_width";
  '_crop_height'?: "crop_height";
  '_selected_video'?: "selected_video";
  '_animation_prompt'?: "animation_prompt";
  '_vfx_prompt'?: "vfx_prompt";
}

export interface ShotFields__Output {
  'camera_movement'?: (string);
  'transition_in'?: (string);
  'transition_out'?: (string);
  'playback_speed'?: (number);
  'video_start_time_s'?: (number);
  'video_end_time_s'?: (number);
  'clear_video_end_time_s': (boolean);
  'crop_x'?: (number);
  'crop_y'?: (number);
  'crop_width'?: (number);
  'crop_height'?: (number);
  'clear_crop_x': (boolean);
  'clear_crop_y': (boolean);
  'clear_crop_width': (boolean);
  'clear_crop_height': (boolean);
  'selected_video'?: (string);
  'clear_selected_video': (boolean);
  'animation_prompt'?: (string);
  'vfx_prompt'?: (string);
  '_camera_movement'?: "camera_movement";
  '_transition_in'?: "transition_in";
  '_transition_out'?: "transition_out";
  '_playback_speed'?: "playback_speed";
  '_video_start_time_s'?: "video_start_time_s";
  '_video_end_time_s'?: "video_end_time_s";
  '_crop_x'?: "crop_x";
  '_crop_y'?: "crop_y";
  '_crop_width'?: "crop_width";
  '_crop_height'?: "crop_height";
  '_selected_video'?: "selected_video";
  '_animation_prompt'?: "animation_prompt";
  '_vfx_prompt'?: "vfx_prompt";
}
