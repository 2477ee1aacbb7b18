/**
 * Which PixiJS renderer to ask for. Without a GPU, browsers emulate WebGL in software
 * (SwiftShader, llvmpipe) and read every frame back for compositing, which stalls the whole page
 * at a frame or two per second; Pixi's Canvas 2D renderer draws the same scene far more cheaply
 * there. With a real GPU, WebGL is the fast path.
 */
export function softwareWebGl(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return true;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return /swiftshader|llvmpipe|softpipe|software|basic render/i.test(renderer);
  } catch {
    return true;
  }
}

export function rendererPreference(): 'webgl' | 'canvas' {
  return softwareWebGl() ? 'canvas' : 'webgl';
}
