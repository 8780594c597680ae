// PNG download of the heatmap: the browser draws the server's SVG onto a canvas at twice its size.
// Delegated, so the button keeps working after htmx re-renders the heatmap area.
async function downloadPng(button) {
  const svgUrl = button.dataset.svg;
  const response = await fetch(svgUrl);
  const svgText = await response.text();
  // the server names the file (benchmark-12-heatmap.svg); the PNG takes the same name
  const disposition = response.headers.get('content-disposition') || '';
  const svgName = /filename="([^"]+)"/.exec(disposition)?.[1] || 'heatmap.svg';
  const blobUrl = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = blobUrl;
    await image.decode();
    const scale = 2;
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth * scale;
    canvas.height = image.naturalHeight * scale;
    const context = canvas.getContext('2d');
    context.scale(scale, scale);
    context.drawImage(image, 0, 0);
    const png = await new Promise(resolve => canvas.toBlob(resolve, 'image/png'));
    const link = document.createElement('a');
    link.href = URL.createObjectURL(png);
    link.download = svgName.replace(/\.svg$/, '.png');
    link.click();
    URL.revokeObjectURL(link.href);
  } finally {
    URL.revokeObjectURL(blobUrl);
  }
}

document.addEventListener('click', event => {
  const button = event.target.closest('#download-png');
  if (button) {
    downloadPng(button);
  }
});
